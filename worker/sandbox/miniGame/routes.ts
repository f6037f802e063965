import { type Context, Hono } from "hono";
import { MINI_GAME_SCRIPTS, type MiniGameVariant } from "#shared/miniGame";
import { GAMES, type DemoMerchant, gameLaunch } from "../content/demo/games";
import type { SandboxEnv } from "../types";
import { miniGameScript } from "./script";

/** The merchant's quick lottery: its first lottery game (the sandbox's catalogue). */
function quickLottery(merchant: string): string | null {
  if (!Object.hasOwn(GAMES, merchant)) return null;
  const lottery = GAMES[merchant as DemoMerchant].find((game) => game.gameType === "LOTT");
  return lottery ? gameLaunch(merchant as DemoMerchant, lottery.slug).gameCode : null;
}

function serve(variant: MiniGameVariant) {
  return (c: Context<SandboxEnv>) => {
    const code = quickLottery(c.var.merchantCode);
    if (!code) return c.text("No mini-game for this merchant.", 404);
    return c.body(miniGameScript(variant, code), 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      // Versioned by the `_t` query the client adds (SPEC §7); a short cache otherwise.
      "Cache-Control": "public, max-age=300",
    });
  };
}

/** SPEC §7: `/mini-game/v1/minigame.js` and `/mini-game/s1/minigame.js`, the platform's scripts, for the sandbox's merchants. */
export const miniGameRoutes = new Hono<SandboxEnv>().get(MINI_GAME_SCRIPTS.v1, serve("v1")).get(MINI_GAME_SCRIPTS.s1, serve("s1"));
