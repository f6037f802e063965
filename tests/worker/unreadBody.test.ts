import { beforeEach, describe, expect, it } from "vitest";
import { EDGE } from "#shared/constants";
import { DEMO, call, restoreDemoMerchants } from "./helpers";

/** A body that counts what the worker read of it, and whether it was cancelled. */
function watchedBody(chunks: number, chunkBytes: number) {
  const seen = { read: 0, cancelled: false, finished: false };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) {
        seen.finished = true;
        controller.close();
        return;
      }
      sent++;
      seen.read += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(97));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { body, seen };
}

describe("DESIGN §5 bad input: a body no answer read does not spoil the connection", () => {
  beforeEach(restoreDemoMerchants);

  it("§5 a post to a page is refused with 405, and its body is read to the end before the answer leaves", async () => {
    const { body, seen } = watchedBody(4, 1024);
    const response = await call(`${DEMO}/m/home`, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(response.status).toBe(405);
    expect(seen).toEqual({ read: 4096, cancelled: false, finished: true });
  });

  it("§5 a guard's refusal (an address too long) reads the body away too", async () => {
    const { body, seen } = watchedBody(2, 512);
    const response = await call(`${DEMO}/m/home?q=${"a".repeat(EDGE.maxUrlLength)}`, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(response.status).toBe(414);
    expect(seen.finished).toBe(true);
  });

  it("§5 a hostile body is read no further than the limit, then cancelled", async () => {
    const chunk = 64 * 1024;
    const { body, seen } = watchedBody(Number.MAX_SAFE_INTEGER, chunk);
    const response = await call(`${DEMO}/m/index`, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(response.status).toBe(405);
    expect(seen.cancelled).toBe(true);
    expect(seen.read).toBeLessThanOrEqual(EDGE.unreadBodyDrainBytes + 2 * chunk);
  });

  it("§5 a body the answer reads (the platform's calls) still reaches it whole", async () => {
    const response = await call(`${DEMO}/wps/sandbox/session`, {
      method: "POST",
      body: JSON.stringify({ username: "player1" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(200);
  });
});
