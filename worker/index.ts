import { Hono } from "hono";
import { EDGE_PATHS, ROUTES } from "#shared/routes";
import { systemPing, trackingReport } from "#shared/contract";
import { captureAttribution } from "./attribution/captureAttribution";
import { serverConversions } from "./attribution/conversionsRoute";
import { trackingLimit } from "./attribution/trackingLimit";
import { errorBodyResponse, playerLanguage, wantsJson } from "./edge/errorResponses";
import { requestGuards } from "./edge/requestGuards";
import { unreadBodyDrained } from "./edge/unreadBodyDrained";
import { workerConfigCheck } from "./edge/workerConfigCheck";
import { authHelperRoute } from "./firebase/authHelperRoute";
import { maintenanceGate, regionGate } from "./gates/gates";
import { visitorRegionGate } from "./gates/visitorRegion";
import { guestRedirect } from "./gates/guestRedirect";
import { handoffRoutes } from "./handoff/handoffRoutes";
import { redeemHandoffLanding } from "./handoff/handoffLanding";
import { robotsRule } from "./headers/robots";
import { securityHeaders } from "./headers/securityHeaders";
import { languageMiddleware } from "./i18n/chooseLanguage";
import { stringsRoute } from "./i18n/stringsRoute";
import { manifestRoute } from "./manifest/manifestRoute";
import { releaseManifestRoute } from "./manifest/releaseManifestRoute";
import { merchantCheck } from "./merchant/merchantCheck";
import { appDownloadPage } from "./render/appDownloadPage";
import { renderAppPage } from "./render/appPage";
import { gameExitPage } from "./render/gameExitPage";
import { methodNotAllowed, plainErrorPage } from "./render/plainPages";
import { refusing } from "./render/refusals";
import { offlinePage } from "./render/systemPages";
import { sandbox } from "./sandbox";
import { settingsChangeWatch } from "./settings/settingsChangeWatch";
import { siteSettingsOnDemand } from "./settings/siteSettings";
import type { AppEnv } from "./edge/appEnv";
import { pingCors } from "./upstream/pingCors";
import { platformCors } from "./upstream/platformCors";
import { platformMiddleware } from "./upstream/platform";

/**
 * The edge worker, one for every merchant (DESIGN §1). Read top to bottom: each middleware is one concern, in the
 * order a request meets them. A concern that refuses says why (worker/edge/refusal.ts); `refusing` answers here.
 */
const app = new Hono<AppEnv>()
  .use(unreadBodyDrained) // a body the answer never read is read away (up to a limit), so the connection stays usable
  .use(securityHeaders) // CSP nonce, HSTS, nosniff, referrer policy: first, so even the guards' refusals carry them
  .use(refusing(requestGuards)) // 414 for huge URLs, 400 for a malformed Host
  .use(robotsRule) // SPEC §2 noindex rule
  .use(refusing(workerConfigCheck)) // the worker's vars, parsed once; a bad one gives the clear 503
  .route("/", sandbox.gameProvider) // the sandbox's demo game, on its own games.* origin like a provider's
  .route("/", sandbox.testStorage) // development builds: the local state the e2e tests' operations write, before any gate
  .use(refusing(merchantCheck)) // Host → merchant config from KV
  .use(platformCors) // the merchant's other domains' pages call /wps here when theirs stops answering (issue #36)
  .use(platformMiddleware(sandbox.platform)) // the merchant's platform: its fastest origin, or the sandbox
  .use(languageMiddleware) // stored choice → Accept-Language → merchant default
  .use(siteSettingsOnDemand) // SPEC §3 site settings, asked of the platform once, by whatever needs them first
  .use(captureAttribution) // click ids, pixel fields and affiliate codes into first-party cookies, on the landing itself
  .route("/", manifestRoute) // the merchant's web-app manifest, installable even during gates
  .route("/", stringsRoute) // one language's strings: the page's own as it starts (docs/decisions/075), another for a switch
  .route("/", releaseManifestRoute) // the merchant's release marker, for the update check (SPEC §4)
  .use(refusing(regionGate)) // Access Denied (403)
  .use(refusing(visitorRegionGate)) // …and the platform's own rule for a visitor its status call restricted (SPEC §3)
  .use(refusing(maintenanceGate)) // System Maintenance (503)
  .all("/mini-game/*", (c) => c.get("platform")(c.req.raw)) // SPEC §7 minigame.js, the platform's script
  .use("/wps/*", settingsChangeWatch) // the platform says a merchant's settings changed: forget the edge's copy
  .use(systemPing.path, pingCors) // the other domains' pages race this one from the browser (SPEC §7)
  .post(trackingReport.path, trackingLimit, serverConversions(sandbox.conversionStandIn)) // limited per session and address; register and confirmed deposits also go to Meta and TikTok from the edge (issues #13, #34)
  .all("/wps/*", (c) => c.get("platform")(c.req.raw))
  .route("/", authHelperRoute) // Firebase's auth helper on the merchant's own origin
  .route("/", handoffRoutes) // a blocked domain's page asks for a code to carry the player to a working one (issue #13)
  .use("/m/*", redeemHandoffLanding) // …and the working domain's landing redeems it, once
  .get("/", renderAppPage)
  .get(EDGE_PATHS.prefix, (c) => c.redirect(`${ROUTES.home}${new URL(c.req.url).search}`, 302))
  .get(EDGE_PATHS.gameExit, gameExitPage) // a game's "back to the lobby" lands here
  .get(EDGE_PATHS.appDownload, appDownloadPage) // an old native app's download goes through here (SPEC §7)
  .get(EDGE_PATHS.offline, (c) =>
    offlinePage({ nonce: c.get("nonce"), language: c.get("language"), merchant: c.get("merchant"), retryHref: ROUTES.home, assets: c.env.ASSETS }),
  )
  .get("/m/*", guestRedirect, renderAppPage) // a guest is sent to log in before any download (SPEC §2)
  .on(["POST", "PUT", "PATCH", "DELETE"], ["/", "/m/*"], methodNotAllowed) // a page is only read
  .notFound((c) =>
    wantsJson(new URL(c.req.url).pathname)
      ? errorBodyResponse(404, playerLanguage(c), "not_found")
      : plainErrorPage(404, "Not found", "This address does not exist."),
  )
  .onError((error, c) => {
    console.error(JSON.stringify({ event: "unhandled_error", path: new URL(c.req.url).pathname, error: String(error), stack: error.stack }));
    return wantsJson(new URL(c.req.url).pathname)
      ? errorBodyResponse(500, playerLanguage(c), "internal_error")
      : plainErrorPage(500, "Something went wrong", "Please try again in a moment.");
  });

export default app;

// Durable Object classes are exported by the entry module, where the runtime finds them (wrangler.toml).
export { HandoffStore } from "./handoff/handoffStore";
