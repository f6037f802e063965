import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { COOKIES } from "#shared/storageKeys";
import { CUSTOMER_NOT_LOGIN } from "#shared/contract";
import { messageFor } from "./envelope";

/**
 * Test control of the sandbox (README: Sandbox scenarios). Any /wps call can be made
 * to answer with any SPEC §8 case, either for one request with the header
 * `X-Sandbox-Scenario: <case>`, or for a browser with the cookie
 * `mc_sandbox_scenario` = JSON `{ "<path>": "<case>" }`.
 */
export const SCENARIO_HEADER = "X-Sandbox-Scenario";
export const SCENARIO_COOKIE = COOKIES.sandboxScenario;

const envelope = (body: object, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", ...headers } });

/** A success-false answer whose message is the code's text in the request's language. */
const refused = (c: Context, errorCode: string) => envelope({ success: false, message: messageFor(c, errorCode), errorCode });

const CASES: Record<string, (c: Context) => Response | Promise<Response>> = {
  "http-401": (c) => envelope({ message: messageFor(c, "unauthorized"), errorCode: "unauthorized" }, 401),
  "http-502": () => new Response("Bad gateway", { status: 502 }),
  "http-500": (c) => envelope({ message: messageFor(c, "internal_error"), errorCode: "internal_error" }, 500),
  "http-500-empty": () => new Response("", { status: 500 }),
  "customer-not-login": (c) => refused(c, CUSTOMER_NOT_LOGIN),
  "logout:customer.not.login": (c) => refused(c, "customer.not.login"),
  "logout:user.or.token.invalid": (c) => refused(c, "user.or.token.invalid"),
  "logout:login.not.session": (c) => refused(c, "login.not.session"),
  "too-many-requests": (c) => refused(c, "TOO_MANY_REQUEST_PER_MINUTE"),
  "success-false": (c) => refused(c, "sandbox_refused"),
  "success-false-silent": () => envelope({ success: false, errorCode: "sandbox_refused" }),
  "domain-not-available": (c) => refused(c, "domain_not_available"),
  "malformed-json": () => new Response('{"success":true,"value":{"ok"', { headers: { "Content-Type": "application/json" } }),
  "huge-json": () => envelope({ success: true, value: { padding: "x".repeat(6 * 1024 * 1024) } }),
  "non-json": () => new Response("<html><body>Gateway page</body></html>", { headers: { "Content-Type": "text/html" } }),
  "missing-value": () => envelope({ success: true }),
  // Holds the answer past every client timeout (tests advance the browser's clock instead of waiting).
  slow: () => new Promise((resolve) => setTimeout(() => resolve(envelope({ success: true, value: null })), 65_000)),
};

export const SCENARIO_NAMES = Object.keys(CASES);

function scenarioFor(c: Context): string | undefined {
  const header = c.req.header(SCENARIO_HEADER);
  if (header) return header;
  const cookie = getCookie(c, SCENARIO_COOKIE);
  if (!cookie) return undefined;
  try {
    const map = JSON.parse(cookie) as Record<string, string>;
    return map[new URL(c.req.url).pathname];
  } catch {
    return undefined;
  }
}

/** The forced answer for this request, or null to let the real route answer. */
export async function scenarioResponse(c: Context): Promise<Response | null> {
  const name = scenarioFor(c);
  if (!name) return null;
  // Only the cases themselves: `toString`, `constructor` or `__proto__` are not scenarios.
  const make = Object.hasOwn(CASES, name) ? CASES[name] : undefined;
  if (!make) return envelope({ success: false, message: messageFor(c, "unknown_scenario", { name }), errorCode: "unknown_scenario" }, 400);
  return make(c);
}
