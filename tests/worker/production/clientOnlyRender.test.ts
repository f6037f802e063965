import { describe, expect, it, beforeEach } from "vitest";
import { DEMO, SIGNED_IN, call, restoreDemoMerchants } from "../helpers";

describe("issue #10 the bench's client-only page is a development tool", () => {
  beforeEach(restoreDemoMerchants);

  it("`?__render=client` is ignored in production: the page is rendered on the server as always", async () => {
    const html = await (await call(`${DEMO}/m/home?__render=client`, { headers: SIGNED_IN })).text();
    expect(html).not.toMatch(/<div id="root"><\/div>/);
    expect(html).toMatch(/<h1[^>]* id="screen-title"/);
  });
});
