import { conversionStandIn } from "./conversionSink";
import { demoGameRoutes } from "./demoGame/routes";
import { Hono } from "hono";
import { sandboxApp } from "./sandboxApp";
import { storageRoutes } from "./storageRoutes";

/**
 * The sandbox platform's one door (DESIGN §1, §2). The edge mounts what it holds and talks to it as it talks to any
 * merchant's platform; nothing else in the worker imports the sandbox, and the sandbox imports only shared/.
 */
export const sandbox = {
  /** The /wps contract and the mini-game's scripts, for merchants whose upstream is "sandbox": called as their platform. */
  platform: (request: Request, env: Env, ctx?: ExecutionContext): Promise<Response> => Promise.resolve(sandboxApp.fetch(request, env, ctx)),
  /** The demo game provider (docs/decisions/017), on its own `games.*` origin: it answers only requests to such hosts. */
  gameProvider: demoGameRoutes,
  /** Development builds: the local KV and D1, for the operations the e2e tests run (docs/decisions/051); production has none. */
  testStorage: __DEV_TOOLS__ ? storageRoutes() : new Hono<{ Bindings: Env }>(),
  /** Development and tests: what stands in for the ad networks' conversion APIs (docs/decisions/026); production has none. */
  conversionStandIn: __DEV_TOOLS__ ? conversionStandIn : undefined,
};
