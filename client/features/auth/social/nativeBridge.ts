import { nativeBridge } from "../../../lib/nativeBridge";
import type { SocialChannel } from "./channels";

/**
 * Sign-in through the native app (SPEC §4), in the merchant's bridge form (client/lib/nativeBridge.ts): an ID token,
 * a failure the app described, or no bridge at all.
 */
export type BridgeOutcome = { kind: "token"; token: string } | { kind: "failure"; message: string } | { kind: "missing" };

export async function signInThroughBridge(channel: SocialChannel, scope: object = globalThis): Promise<BridgeOutcome> {
  const pending = nativeBridge(scope).socialLogin(channel);
  if (!pending) return { kind: "missing" };
  const result = await pending;
  return result.startsWith("Failure") ? { kind: "failure", message: result } : { kind: "token", token: result };
}
