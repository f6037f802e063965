import { DEMO_GAME_SOURCE } from "#shared/contract";
import { type LanguageCode, LANGUAGE_LOCALE, numberLocale, textDirection } from "#shared/languages";
import { escapeHtml } from "#shared/escapeHtml";
import { translate } from "#shared/messages";
import { DEMO_GAME_PATHS } from "./paths";

export interface DemoGameView {
  ticket: string;
  name: string;
  kind: "lottery" | "slot";
  trial: boolean;
  balance: number;
  currency: string;
  /** The bets offered, in the currency's units. */
  bets: number[];
  lobbyUrl: string;
  language: LanguageCode;
}

const TEXT_KEYS = ["balance", "bet", "spin", "draw", "pick", "lobby", "win", "lose", "trial", "noFunds", "failed"] as const;

/**
 * A small, playable stand-in for a provider's game: it bets against the player's sandbox balance through its
 * own origin's API, and posts its round and balance to the page that frames it, as real providers do.
 */
export function demoGamePage(view: DemoGameView, nonce: string): string {
  const say = Object.fromEntries(TEXT_KEYS.map((key) => [key, translate(view.language, `sandbox.game.${key}`)]));
  const state = JSON.stringify({
    ...view,
    say,
    source: DEMO_GAME_SOURCE,
    roundPath: DEMO_GAME_PATHS.round,
    locale: numberLocale(view.language, view.currency),
  }).replace(/</g, "\\u003c");
  const choices =
    view.kind === "lottery"
      ? `<p class="hint">${escapeHtml(say.pick!)}</p><div class="picks" role="group">${Array.from({ length: 10 }, (_, n) => `<button type="button" class="pick" data-pick="${n}" aria-pressed="${n === 0}">${n}</button>`).join("")}</div>`
      : `<div class="reels" aria-live="polite"><span>7</span><span>★</span><span>♦</span></div>`;
  return `<!doctype html><html lang="${escapeHtml(LANGUAGE_LOCALE[view.language])}" dir="${textDirection(view.language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><title>${escapeHtml(view.name)}</title>
<style nonce="${nonce}">
*{box-sizing:border-box}body{margin:0;min-height:100vh;font:16px/1.4 system-ui,sans-serif;color:#fff;background:radial-gradient(circle at 50% 0,#3b2a7a,#120b2e 70%);display:flex;flex-direction:column;align-items:center;gap:16px;padding:16px}
h1{font-size:22px;margin:8px 0 0;text-align:center}.balance{font-size:18px;font-weight:700}.trial{background:#facc15;color:#111;border-radius:999px;padding:2px 10px;font-size:13px}
.reels{display:flex;gap:10px;font-size:48px}.reels span{background:#0008;border-radius:12px;padding:8px 14px}
.picks{display:grid;grid-template-columns:repeat(5,52px);gap:8px}.pick{height:52px;border-radius:50%;border:2px solid #fff6;background:#0006;color:#fff;font-size:20px}.pick[aria-pressed=true]{background:#facc15;color:#111}
.bets{display:flex;gap:8px}.bet{min-width:64px;min-height:44px;border-radius:10px;border:2px solid #fff6;background:#0006;color:#fff;font-size:15px}.bet[aria-pressed=true]{border-color:#facc15;background:#facc1533}
.play{min-width:200px;min-height:52px;border:0;border-radius:26px;background:#22c55e;color:#04140a;font-size:20px;font-weight:800}.play:disabled{opacity:.6}
.lobby{min-height:44px;border-radius:22px;border:1px solid #fff8;background:transparent;color:#fff;padding:0 20px}.result{min-height:24px;font-weight:700;text-align:center}
</style></head><body>
<h1>${escapeHtml(view.name)}</h1>${view.trial ? `<span class="trial">${escapeHtml(say.trial!)}</span>` : ""}
<p class="balance">${escapeHtml(say.balance!)}: <output id="balance"></output></p>
${choices}
<div class="bets" role="group" aria-label="${escapeHtml(say.bet!)}">${view.bets.map((bet, index) => `<button type="button" class="bet" data-bet="${bet}" aria-pressed="${index === 0}"></button>`).join("")}</div>
<button type="button" class="play" id="play">${escapeHtml(view.kind === "lottery" ? say.draw! : say.spin!)}</button>
<p class="result" id="result" role="status"></p>
<button type="button" class="lobby" id="lobby">${escapeHtml(say.lobby!)}</button>
<script nonce="${nonce}">${GAME_SCRIPT}(${state});</script>
</body></html>`;
}

/**
 * Runs in the game's page, as plain JavaScript. Its money is written in the locale the platform's pages write it in
 * (`numberLocale`, as the launch's language and currency say), so the balance reads the same in the header and the game. Plain JavaScript, because a serialised function could carry
 * the bundler's helpers along.
 */
const GAME_SCRIPT = `(function (state) {
  var money = new Intl.NumberFormat(state.locale, { style: "currency", currency: state.currency });
  var balance = state.balance, bet = state.bets[0] || 1, pick = 0;
  function $(id) { return document.getElementById(id); }
  function post(message) {
    if (window.parent === window) return;
    message.source = state.source;
    window.parent.postMessage(message, "*");
  }
  function show() { $("balance").textContent = money.format(balance); }
  function choose(selector, button) {
    document.querySelectorAll(selector).forEach(function (other) { other.setAttribute("aria-pressed", String(other === button)); });
  }
  document.querySelectorAll(".bet").forEach(function (button) {
    button.textContent = money.format(Number(button.dataset.bet));
    button.addEventListener("click", function () { bet = Number(button.dataset.bet); choose(".bet", button); });
  });
  document.querySelectorAll(".pick").forEach(function (button) {
    button.addEventListener("click", function () { pick = Number(button.dataset.pick); choose(".pick", button); });
  });
  var play = $("play");
  play.addEventListener("click", function () {
    play.disabled = true;
    $("result").textContent = "";
    fetch(state.roundPath, { method: "POST", body: JSON.stringify({ ticket: state.ticket, bet: bet, pick: pick }) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (!answer.success || !answer.value) { $("result").textContent = answer.message || state.say.failed; return; }
        var value = answer.value;
        balance = value.balance;
        if (value.symbols) document.querySelectorAll(".reels span").forEach(function (reel, index) { reel.textContent = value.symbols[index] || ""; });
        $("result").textContent = (value.drawn !== undefined ? value.drawn + " · " : "") + (value.win > 0 ? state.say.win + " " + money.format(value.win) : state.say.lose);
        show();
        post({ type: "round", bet: bet, win: value.win, balance: balance, currency: state.currency });
      })
      .catch(function () { $("result").textContent = state.say.failed; })
      .finally(function () { play.disabled = false; });
  });
  // The provider's own "lobby" button leads to the lobby address the launch gave, as real games do.
  $("lobby").addEventListener("click", function () {
    post({ type: "exit" });
    window.location.href = state.lobbyUrl;
  });
  show();
  post({ type: "ready", balance: balance, currency: state.currency });
})`;
