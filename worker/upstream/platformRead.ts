import type { Context } from "hono";
import { type Envelope, HEADERS } from "#shared/contract";
import type { AppEnv } from "../edge/appEnv";

/**
 * One read of the request's merchant's platform as the holder of `token` (the edge checking what a client claimed:
 * docs/decisions/053): the answer's value, or undefined for a refusal, junk or no answer.
 */
export async function platformRead<T>(c: Context<AppEnv>, path: string, token: string): Promise<T | undefined> {
  const request = new Request(new URL(path, c.req.url), {
    headers: { [HEADERS.authorization]: token, [HEADERS.merchant]: c.get("merchant").code, [HEADERS.language]: c.get("language") },
  });
  try {
    const response = await c.get("platform")(request);
    if (!response.ok) return undefined;
    const answer = (await response.json()) as Envelope<T> | null;
    return answer?.success ? (answer.value ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}
