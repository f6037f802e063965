import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";

const GAPI = readFileSync(new URL("./fixtures/gapi-stand-in.js", import.meta.url), "utf8");
/** The emulator's account chooser styles its fields with Material Components from unpkg; a no-op is enough. */
const MDC = "window.mdc = { textField: { MDCTextField: { attachTo: function () { return {}; } } } };";

/**
 * This machine has no internet: Google's gapi loader and the emulator page's styling
 * library are served locally so the real popup flow runs against the Auth emulator.
 */
export async function serveGoogleStandIns(context: BrowserContext, options: { incognito?: boolean } = {}): Promise<void> {
  if (options.incognito)
    await context.addInitScript(() => ((window as unknown as { __standInThirdPartyStorageBlocked: boolean }).__standInThirdPartyStorageBlocked = true));
  await context.route("https://apis.google.com/js/api.js**", (route) => route.fulfill({ contentType: "text/javascript", body: GAPI }));
  await context.route("https://unpkg.com/**", (route) =>
    route.fulfill(route.request().url().endsWith(".css") ? { contentType: "text/css", body: "" } : { contentType: "text/javascript", body: MDC }),
  );
  await context.route("https://fonts.googleapis.com/**", (route) => route.fulfill({ contentType: "text/css", body: "" }));
}
