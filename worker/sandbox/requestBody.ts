import { createMiddleware } from "hono/factory";
import { ENCRYPTION_HEADERS, ENCRYPTION_SCHEME } from "#shared/contract";
import { fail } from "./envelope";
import { DecryptionError, decryptPost, sandboxRsaKey } from "./rsaKey";
import type { SandboxEnv } from "./types";

/** Paths whose posts must arrive encrypted (the contract's `encrypted` endpoints). */
export function requireEncryptionFor(paths: readonly string[]) {
  return createMiddleware<SandboxEnv>(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    let body: unknown = undefined;
    const text = await c.req.text();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        return fail(c, "body_invalid", 400);
      }
    }
    const scheme = c.req.header(ENCRYPTION_HEADERS.encryption) ?? null;
    const path = new URL(c.req.url).pathname;
    if (scheme) {
      try {
        const { privateKey } = await sandboxRsaKey(c.env.SANDBOX_DB);
        body = await decryptPost(
          privateKey,
          { scheme, wrappedKey: c.req.header(ENCRYPTION_HEADERS.rsa) ?? null, digest: c.req.header(ENCRYPTION_HEADERS.digest) ?? null },
          (body as { value?: unknown } | undefined)?.value,
          ENCRYPTION_SCHEME,
        );
      } catch (error) {
        if (error instanceof DecryptionError) return fail(c, error.errorCode, 400);
        throw error;
      }
    } else if (paths.includes(path)) {
      return fail(c, "encryption_required", 400);
    }
    c.set("payload", body);
    await next();
  });
}
