import { HANDOFF } from "#shared/handoff";
import { ROUTES } from "#shared/routes";
import { affiliateCodesFrom, capturedAttribution } from "../../core/tracking/attribution";
import { readSessionInfo } from "../../lib/session";

/**
 * Asks this domain's edge for a single-use code that carries the session and the attribution to `target`
 * (docs/decisions/027). The token goes in the body of a same-origin post, never into an address.
 */
export async function requestHandoff(target: string, fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<string | null> {
  const session = readSessionInfo();
  try {
    const response = await fetchImpl(HANDOFF.path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({
        target,
        ...(session ? { session: { token: session.token, id: session.id ?? session.customerId, userName: session.userName, type: session.type } } : {}),
      }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { value?: { code?: unknown } };
    return typeof body.value?.code === "string" ? body.value.code : null;
  } catch {
    return null;
  }
}

/** SPEC §2 /m/index on the new domain, with affiliateCode and r, and the hand-off's code when there is one. */
export function retryAddress(origin: string, search: string, code: string | null): string {
  const codes = affiliateCodesFrom(search, capturedAttribution());
  const url = new URL(ROUTES.index, origin);
  if (codes.affiliateCode) url.searchParams.set("affiliateCode", codes.affiliateCode);
  if (codes.referralCode) url.searchParams.set("r", codes.referralCode);
  if (code) url.searchParams.set(HANDOFF.parameter, code);
  return url.href;
}
