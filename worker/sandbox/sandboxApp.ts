import { Hono } from "hono";
import { ENCRYPTED_PATHS, HEADERS } from "#shared/contract";
import { authRoutes } from "./authRoutes";
import { captchaRoutes } from "./captchaRoutes";
import { chatPageRoutes } from "./chatPage";
import { contentRoutes } from "./contentRoutes";
import { downloadRoutes } from "./downloadRoutes";
import { fail } from "./envelope";
import { gameRoutes } from "./gameRoutes";
import { memberRoutes } from "./memberRoutes";
import { memberScreenRoutes } from "./memberScreenRoutes";
import { miniGameRoutes } from "./miniGame/routes";
import { plainCaptchaRoutes } from "./plainCaptchaRoutes";
import { pushRoutes } from "./pushRoutes";
import { passwordResetRoutes } from "./passwordResetRoutes";
import { trackingRoutes } from "./trackingRoutes";
import { ensureMigrated } from "./migrate";
import { requireEncryptionFor } from "./requestBody";
import { registerRoutes } from "./registerRoutes";
import { scenarioResponse } from "./scenarios";
import { smsRoutes } from "./smsRoutes";
import { sessionRoutes } from "./sessionRoutes";
import { systemRoutes } from "./systemRoutes";
import { supportRoutes } from "./supportRoutes";
import { walletRoutes } from "./walletRoutes";
import { sandboxDevTools } from "./devTools";

export type { SandboxEnv } from "./types";
import type { SandboxEnv } from "./types";

/**
 * The sandbox platform (DESIGN §1): a real implementation of the /wps contract,
 * backed by D1, serving merchants whose upstream is "sandbox".
 */
export const sandboxApp = new Hono<SandboxEnv>()
  .use(async (c, next) => {
    await ensureMigrated(c.env.SANDBOX_DB);
    // The edge sets Merchant to the merchant of the Host on every request it hands over (worker/upstream/platform.ts).
    c.set("merchantCode", c.req.header(HEADERS.merchant) ?? "");
    // Scenarios are test control: the production build leaves them out (docs/decisions/007).
    const forced = __DEV_TOOLS__ ? await scenarioResponse(c) : null;
    if (forced) return forced;
    await next();
  })
  // The platform chat's page takes HTML form posts, so it answers before the JSON body is parsed (docs/decisions/019).
  .route("/", chatPageRoutes)
  .route("/", miniGameRoutes)
  .use(requireEncryptionFor(ENCRYPTED_PATHS))
  .route("/", systemRoutes)
  .route("/", sessionRoutes)
  .route("/", memberRoutes)
  .route("/", memberScreenRoutes)
  .route("/", authRoutes)
  .route("/", registerRoutes)
  .route("/", smsRoutes)
  .route("/", passwordResetRoutes)
  .route("/", captchaRoutes)
  .route("/", plainCaptchaRoutes)
  .route("/", contentRoutes)
  .route("/", supportRoutes)
  .route("/", walletRoutes)
  .route("/", gameRoutes)
  .route("/", downloadRoutes)
  .route("/", pushRoutes)
  .route("/", trackingRoutes)
  .route("/", __DEV_TOOLS__ ? sandboxDevTools() : new Hono<SandboxEnv>())
  .notFound((c) => fail(c, "not_found", 404))
  .onError((error, c) => {
    console.error(JSON.stringify({ event: "sandbox_error", path: new URL(c.req.url).pathname, error: String(error) }));
    return fail(c, "internal_error", 500);
  });
