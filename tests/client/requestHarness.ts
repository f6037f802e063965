import { vi } from "vitest";
import { setUiEffects, type PlayerMessage, type UiEffects } from "../../client/lib/effects";

/** Records what the request layer asked the interface to do. */
export function recordEffects() {
  const log = {
    notices: [] as PlayerMessage[],
    toasts: [] as { message: PlayerMessage; ms: number }[],
    sessionLost: 0,
    domainNotAvailable: [] as (string | undefined)[],
    hideLoading: 0,
    loading: true,
  };
  const effects: UiEffects = {
    notice: (message) => log.notices.push(message),
    toast: (message, ms) => log.toasts.push({ message, ms }),
    sessionLost: () => (log.sessionLost += 1),
    domainNotAvailable: (message) => log.domainNotAvailable.push(message),
    hideLoading: () => (log.hideLoading += 1),
    isLoading: () => log.loading,
  };
  setUiEffects(effects);
  return log;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A request the page made, as answerWith records it. */
export interface RecordedCall {
  url: URL;
  init: RequestInit;
}

/** fetch answers from a function of the request; every call is recorded. */
export function answerWith(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push({ url, init });
    return answer(url, init);
  });
  return calls;
}

export function headersOf(init: RequestInit): Headers {
  return new Headers(init.headers);
}

/** The recorded posts to one path. */
export function postsTo(calls: RecordedCall[], path: string): RecordedCall[] {
  return calls.filter((call) => call.init.method === "POST" && call.url.pathname === path);
}
