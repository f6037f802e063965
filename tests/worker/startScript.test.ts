import { describe, expect, it } from "vitest";
import { EARLY_INSTALL_PROMPT } from "../../shared/constants";
import { earlyTapCapture } from "../../worker/render/earlyTaps";
import { contentFirstStart } from "../../worker/render/startScript";
import { BRAND_C, call, DEMO, restoreDemoMerchants } from "./helpers";

/** Runs the start script against a stand-in page and reports what it did. */
function run(script: string, image: { complete: boolean } | null) {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const imported: string[] = [];
  const page = {
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
    document: {
      querySelector: () =>
        image ? { ...image, addEventListener: (type: string, listener: () => void) => (listeners[`img:${type}`] ??= []).push(listener) } : null,
      createElement: () => ({}),
      head: { append: () => {} },
    },
    setTimeout: () => 0,
  } as Record<string, unknown>;
  page.window = page;
  const body = script.replace("import(a.entry)", "imported.push(a.entry)");
  new Function("addEventListener", "document", "window", "setTimeout", "imported", body)(page.addEventListener, page.document, page, page.setTimeout, imported);
  return { listeners, imported, page };
}

describe("docs/decisions/015, 021 the start script", () => {
  it("§4 Install flow: an install prompt offered before the app's code runs is kept for it, and the browser's own bar is held back", () => {
    const { listeners, imported, page } = run(contentFirstStart("/assets/main.js", []), { complete: false });
    expect(imported).toEqual([]);
    let prevented = false;
    const event = { preventDefault: () => (prevented = true) };
    for (const listener of listeners.beforeinstallprompt ?? []) listener(event);
    expect(prevented).toBe(true);
    expect(page[EARLY_INSTALL_PROMPT]).toBe(event);
    for (const listener of listeners["img:load"] ?? []) listener({});
    expect(imported).toEqual(["/assets/main.js"]);
  });

  it("§4 a page without a first-paint image starts the app at once", () => {
    expect(run(contentFirstStart("/assets/main.js", []), null).imported).toEqual(["/assets/main.js"]);
  });
});

describe("docs/decisions/036 the early-tap capture", () => {
  it("issue #10 every app page holds it in its head, under the nonce, before the server-painted page", async () => {
    await restoreDemoMerchants();
    for (const url of [`${DEMO}/m/login`, `${DEMO}/m/index`, `${BRAND_C}/m/register`]) {
      const response = await call(url);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
      const html = await response.text();
      const capture = html.indexOf(`<script nonce="${nonce}">${earlyTapCapture()}</script>`);
      expect(capture).toBeGreaterThan(html.indexOf("<head>"));
      expect(capture).toBeLessThan(html.indexOf('<div id="root">'));
    }
  });
});
