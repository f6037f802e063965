import { Hono } from "hono";
import { plainCaptchaAnswerRoutes } from "./plainCaptchaRoutes";
import { registrationAttributionRoutes } from "./registrationAttribution";
import { sandboxEventsRoutes } from "./conversionSink";
import { domainBlockRoutes } from "./domainBlock";
import { smsInboxRoutes } from "./smsRoutes";
import { testRoutes } from "./testRoutes";
import { testPlayerRoutes } from "./testPlayerRoutes";
import type { SandboxEnv } from "./types";

/**
 * The sandbox's test helpers under /wps/sandbox/*: a session without a password, whitelabel flags,
 * the SMS inbox and the plain captcha's answer. Built from factories only here, so the production
 * build, where `__DEV_TOOLS__` is false, leaves every one of them out (docs/decisions/007). The
 * captcha stand-in (/wps/sandbox/captcha*) is not among them: a demo merchant's login loads it.
 */
export function sandboxDevTools(): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>()
    .route("/", testRoutes())
    .route("/", smsInboxRoutes())
    .route("/", plainCaptchaAnswerRoutes())
    .route("/", registrationAttributionRoutes())
    .route("/", sandboxEventsRoutes())
    .route("/", domainBlockRoutes())
    .route("/", testPlayerRoutes());
}
