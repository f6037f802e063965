import type { MiniGameVariant } from "#shared/miniGame";
import { MC_MINI_GAME_GLOBAL } from "#shared/platformForms/miniGame";

/**
 * The sandbox's mini-game (SPEC §7 minigame.js; docs/decisions/020): a quick lottery drawn every minute.
 * Its face shows the time to the next draw; its panel the last results and "play", which opens the lottery
 * through the app's launch page. v1 and s1 differ in look only, as the platform's two products do.
 * Plain JavaScript, written out here, so no bundler helper can slip into it.
 */
export function miniGameScript(variant: MiniGameVariant, gameCode: string): string {
  const accent = variant === "v1" ? "#facc15" : "#38bdf8";
  return `(function () {
  "use strict";
  var ACCENT = ${JSON.stringify(accent)}, CODE = ${JSON.stringify(gameCode)}, VARIANT = ${JSON.stringify(variant)};
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function left() { var s = 59 - new Date().getSeconds(); return "00:" + pad(s); }
  function results() {
    var minute = Math.floor(Date.now() / 60000), out = [];
    // The same draws for everyone in a given minute: a hash of the minute, not a random number.
    for (var i = 1; i <= 5; i++) out.push(String((Math.imul(minute - i, 2654435761) >>> 0) % 10));
    return out;
  }
  function el(tag, css, text) { var node = document.createElement(tag); if (css) node.style.cssText = css; if (text) node.textContent = text; return node; }
  window[${JSON.stringify(MC_MINI_GAME_GLOBAL)}] = {
    mount: function (face, options) {
      var labels = options.labels;
      face.replaceChildren();
      var ball = el("span", "display:grid;place-items:center;width:100%;height:100%;border-radius:50%;background:radial-gradient(circle at 35% 30%,#fff," + ACCENT + " 45%,#92400e);color:#111;font:700 13px system-ui;box-shadow:0 4px 14px #0008");
      ball.setAttribute("data-mini-game", VARIANT);
      face.appendChild(ball);
      var panel = null;
      function tick() { ball.textContent = left(); if (panel) panel.querySelector("[data-next]").textContent = labels.nextDraw + " " + left(); }
      tick();
      var timer = setInterval(tick, 1000);
      function close() { if (panel) { panel.remove(); panel = null; } }
      function open() {
        if (panel) return;
        panel = el("div", "position:fixed;inset-inline:0;inset-block-end:0;z-index:60;padding:16px 16px calc(16px + env(safe-area-inset-bottom));border-radius:18px 18px 0 0;background:#1b1530;color:#fff;font:15px system-ui;box-shadow:0 -6px 24px #0009");
        panel.setAttribute("role", "dialog");
        panel.setAttribute("aria-label", labels.title);
        var head = el("div", "display:flex;justify-content:space-between;align-items:center;gap:8px");
        head.appendChild(el("strong", "font-size:18px", labels.title));
        var x = el("button", "min-width:44px;min-height:44px;border:0;border-radius:22px;background:#fff2;color:#fff;font-size:20px", "×");
        x.type = "button"; x.setAttribute("aria-label", labels.close); x.onclick = close;
        head.appendChild(x);
        panel.appendChild(head);
        var next = el("p", "margin:8px 0;color:" + ACCENT + ";font-weight:700"); next.setAttribute("data-next", ""); panel.appendChild(next);
        panel.appendChild(el("p", "margin:8px 0 4px;opacity:.8", labels.lastResults));
        var row = el("div", "display:flex;gap:8px;margin-bottom:12px");
        results().forEach(function (n) { row.appendChild(el("span", "display:grid;place-items:center;width:36px;height:36px;border-radius:50%;background:#fff1;font-weight:700", n)); });
        panel.appendChild(row);
        var play = el("button", "width:100%;min-height:48px;border:0;border-radius:24px;background:" + ACCENT + ";color:#111;font:700 17px system-ui", labels.play);
        play.type = "button";
        play.onclick = function () { location.assign(options.launchPath + "?code=" + encodeURIComponent(CODE) + "&playType=LOTT&lottoView=betting"); };
        panel.appendChild(play);
        document.body.appendChild(panel);
        tick();
        x.focus();
      }
      return { open: open, destroy: function () { clearInterval(timer); close(); face.replaceChildren(); } };
    },
  };
})();
`;
}
