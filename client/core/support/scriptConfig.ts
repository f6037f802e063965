import { type CustomerServiceScript, customerServiceScript } from "#shared/contract";
import { call } from "../../lib/request";

const configs = new Map<string, Promise<CustomerServiceScript>>();

/**
 * WPSCORE_getCustomerServiceScript, asked once per session (the identity in it is the session's player) and only
 * when a widget is first opened. A failure is forgotten, so the next tap asks again.
 */
export function loadScriptConfig(token: string | null): Promise<CustomerServiceScript> {
  const key = token ?? "";
  const known = configs.get(key);
  if (known) return known;
  const pending = call(customerServiceScript, { alert: false });
  configs.set(key, pending);
  pending.catch(() => configs.delete(key));
  return pending;
}
