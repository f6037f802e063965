import { createMiddleware } from "hono/factory";
import { EDGE } from "#shared/constants";
import type { AppEnv } from "./appEnv";

/**
 * A request whose body the answer never read (a post to a page, refused with 405; a guard's refusal) has that body
 * read away once the answer is made. Left unread, the connection it came on is not reused cleanly: behind the local
 * server (`npm start`, Miniflare's pooled connection into workerd) the next request on it failed with a 500, about one
 * in twenty after such a post; cancelling the body did not help, reading it did. A hostile body is read no further
 * than `EDGE.unreadBodyDrainBytes`, chunk by chunk and never held, then cancelled.
 */
export const unreadBodyDrained = createMiddleware<AppEnv>(async (c, next) => {
  try {
    await next();
  } finally {
    const request = c.req.raw;
    // A body an answer began to read (locked) is the answer's to finish.
    if (request.body && !request.bodyUsed && !request.body.locked) await readAway(request.body, EDGE.unreadBodyDrainBytes);
  }
});

async function readAway(body: ReadableStream<Uint8Array>, limit: number): Promise<void> {
  let read = 0;
  try {
    const reader = body.getReader();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
      if (read > limit) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away or sent a broken body: nothing left to keep clean.
  }
}
