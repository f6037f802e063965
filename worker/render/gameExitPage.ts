import type { Context } from "hono";
import { GAME_EXIT_SOURCE } from "#shared/contract";
import { ROUTES } from "#shared/routes";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { LANGUAGE_LOCALE, textDirection } from "#shared/languages";
import { escapeHtml } from "#shared/escapeHtml";
import { translate } from "#shared/messages";
import type { AppEnv } from "../edge/appEnv";

/**
 * The lobby address every launch gives a game (docs/decisions/017). A game that goes "back to the lobby"
 * loads this page in its frame: it tells the framing page, which takes the player back. A game that took
 * the whole tab lands here at the top: the page sends the player to where they launched from.
 */
export function gameExitPage(c: Context<AppEnv>): Response {
  const language = c.get("language");
  const text = translate(language, "games.exit.returning");
  const script = `(function () {
  if (window.parent !== window) { window.parent.postMessage({ source: ${JSON.stringify(GAME_EXIT_SOURCE)} }, location.origin); return; }
  var back = ${JSON.stringify(ROUTES.home)};
  try { back = sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE.gameReturn)}) || back; } catch (error) {}
  if (!/^\\/m(\\/|\\?|$)/.test(back)) back = ${JSON.stringify(ROUTES.home)};
  location.replace(back);
})();`;
  const html = `<!doctype html><html lang="${escapeHtml(LANGUAGE_LOCALE[language])}" dir="${textDirection(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(text)}</title>
<style nonce="${c.get("nonce")}">body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px system-ui,sans-serif;background:#111;color:#eee}a{color:inherit}</style></head>
<body><p><a href="${ROUTES.home}">${escapeHtml(text)}</a></p><script nonce="${c.get("nonce")}">${script}</script></body></html>`;
  return c.html(html, 200, { "Cache-Control": "no-store" });
}
