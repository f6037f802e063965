import { createMiddleware } from "hono/factory";
import { gameFrameSources } from "#shared/gameOrigins";
import { workerConfig } from "../edge/workerConfig";
import { EDGE_PATHS } from "#shared/routes";
import type { AppEnv } from "../edge/appEnv";

const NONCE_BYTES = 18;
/**
 * Random bytes for the nonces, drawn from the CSPRNG a few kilobytes at a time: each answer takes its own 18 and none is
 * used twice. One draw per answer cost more than the rest of a kept guest page's answer (issue #37 item 5).
 */
const noncePool = new Uint8Array(NONCE_BYTES * 256);
let noncePoolAt = noncePool.length;

function makeNonce(): string {
  if (noncePoolAt + NONCE_BYTES > noncePool.length) {
    crypto.getRandomValues(noncePool);
    noncePoolAt = 0;
  }
  const bytes = noncePool.subarray(noncePoolAt, (noncePoolAt += NONCE_BYTES));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** DESIGN §5 Content-Security-Policy: scripts only by nonce (and what they load), no plugins, no base, no framing by others. */
export function contentSecurityPolicy(nonce: string, dev: boolean, extraOrigins: string[] = [], gameOrigins: string[] = [], frameAncestors = "'self'"): string {
  const extra = extraOrigins.length ? ` ${extraOrigins.join(" ")}` : "";
  const games = gameOrigins.length ? ` ${gameOrigins.join(" ")}` : "";
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""} https: 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https:${extra}${dev ? " ws: wss:" : ""}`,
    `frame-src 'self' https:${extra}${games}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

/**
 * DESIGN §5 tokens in URLs: until the client has moved a `token`/`tokens` parameter into the session,
 * the page's own stylesheet, script and logo requests would carry it in their Referer.
 */
export function referrerPolicy(url: URL): string {
  return url.searchParams.has("token") || url.searchParams.has("tokens") ? "no-referrer" : "strict-origin-when-cross-origin";
}

/** DESIGN §5 headers, on every response the worker makes. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = makeNonce();
  c.set("nonce", nonce);
  await next();
  const headers = c.res.headers;
  const contentType = headers.get("content-type") ?? "";
  // A page that set its own policy (the sandbox's demo game, framed by the merchant) keeps it. Firebase's auth helper,
  // forwarded from firebaseapp.com, is Firebase's page: its scripts carry no nonce of ours, and our policy would stop
  // redirect sign-in in production (the emulator in tests never comes through here).
  const forwardedHelper = new URL(c.req.url).pathname.startsWith(EDGE_PATHS.authHelper);
  if (contentType.startsWith("text/html") && !headers.has("Content-Security-Policy") && !forwardedHelper) {
    // The Auth emulator (development and tests) is plain http on loopback.
    const config = workerConfig(c.env);
    const emulator = config.ok && config.config.firebaseAuthEmulator ? [config.config.firebaseAuthEmulator] : [];
    // "Retry once" pings the merchant's other domains (SPEC §7): `https:` covers them, but for plain-http development hosts.
    const ownDomains = new URL(c.req.url).protocol === "http:" ? (c.get("merchant")?.domains ?? []).map((domain) => `http://${domain}:*`) : [];
    // The merchant's game providers may be framed; `https:` covers them but for plain-http loopback in development.
    const games = gameFrameSources(c.get("merchant")?.allowedGameOrigins ?? []);
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, import.meta.env.DEV, [...emulator, ...ownDomains], games));
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", referrerPolicy(new URL(c.req.url)));
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  if (new URL(c.req.url).protocol === "https:") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
});
