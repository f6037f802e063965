import { TIMING } from "#shared/constants";
import type { SandboxPush } from "#shared/contract";
import { request } from "../../lib/request";
import { handToWorker } from "./serviceWorker";

/** The sandbox's pending-pushes helper (SANDBOX_PUSH_PATHS.pending in worker/sandbox/pushRoutes.ts). */
export const SANDBOX_PENDING_PATH = "/wps/sandbox/push/pending";

/**
 * Sandbox builds only (docs/decisions/023): nothing can deliver a real push here, so the page asks the sandbox
 * for the test pushes of its own token while it is visible, and hands each to /m/sw.js, which shows it with the
 * same code as a push event.
 */
export function startSandboxDelivery(
  registration: () => Promise<ServiceWorkerRegistration>,
  token: () => string | null,
  interval: number = TIMING.sandboxPushPoll,
): () => void {
  let busy = false;
  const poll = async () => {
    const current = token();
    if (busy || !current || document.visibilityState !== "visible") return;
    busy = true;
    try {
      const pushes = await request<SandboxPush[]>({ url: SANDBOX_PENDING_PATH, query: { registrationToken: current }, alert: false });
      if (pushes.length > 0) {
        const worker = await registration();
        for (const push of pushes) handToWorker(worker, push.payload);
      }
    } catch {
      // The next look tries again; a test push waits in the sandbox until then.
    } finally {
      busy = false;
    }
  };
  const onVisibility = () => void poll();
  document.addEventListener("visibilitychange", onVisibility);
  const timer = setInterval(onVisibility, interval);
  void poll();
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisibility);
  };
}
