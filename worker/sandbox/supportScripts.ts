/**
 * Stand-ins for the customer-service vendors' widget scripts (DESIGN §1 Third parties; docs/decisions/019), like the
 * captcha stand-in: the client loads them from the address in a decrypted customer-service path, exactly as it
 * would load the vendor's, and drives them through the vendor's own interface:
 *
 * - LiveChat: the page sets `window.__lc` (license; ours: texts and color), loads the script, then calls
 *   `LiveChatWidget.call("maximize")`, `call("set_customer_name", name)` and `call("set_session_variables", {...})`.
 * - Comm100: the page sets `window.Comm100API` (site_id, main_code_plan; ours: texts and color), loads the script, then
 *   calls `Comm100API.open_chat_window(null, planId)` and `Comm100API.set("livechat.visitor.name", name)`.
 *
 * The widget is a small panel at the bottom of the page with the greeting, the visitor it was told about, the messages,
 * a line to write in (Enter sends) and a close button; it keeps the visitor in `data-visitor` and the signature in `data-signature` so tests can see what it got.
 * Like the vendors' widgets, each tells the page when it is opened or put away and when the agent writes (LiveChat:
 * `LiveChatWidget.on("visibility_changed" | "new_event")`; Comm100: `Comm100API.on("livechat.chat.display" |
 * "livechat.chat.close" | "livechat.chat.agent.input")`). The agent here is whoever posts
 * `{ sandboxAgent: "<vendor>", text }` to the page's window: a test, standing in for the vendor's operator.
 */
const PANEL = String.raw`
  function panel(vendor, settings, events) {
    var root = null, nameLine = null, log = null, state = { name: "", signature: "" }, said = [];
    function build() {
      var texts = settings.texts || {};
      root = document.createElement("section");
      root.setAttribute("role", "dialog");
      root.setAttribute("aria-label", settings.title || vendor);
      root.setAttribute("data-vendor", vendor);
      root.dir = document.documentElement.dir || "ltr";
      root.style.cssText = "position:fixed;inset-inline:0;inset-block-end:0;z-index:90;display:flex;flex-direction:column;gap:10px;" +
        "padding:16px 16px calc(16px + env(safe-area-inset-bottom));border-start-start-radius:18px;border-start-end-radius:18px;" +
        "background:#171b21;color:#eef1f4;box-shadow:0 -8px 30px rgb(0 0 0 / 45%);font:16px/1.45 system-ui,sans-serif";
      var head = document.createElement("div");
      head.style.cssText = "display:flex;align-items:center;gap:10px";
      var title = document.createElement("strong");
      title.textContent = settings.title || vendor;
      title.style.cssText = "flex:1";
      var close = document.createElement("button");
      close.type = "button";
      close.textContent = "\u00d7";
      close.setAttribute("aria-label", texts.close || "Close");
      close.style.cssText = "min-inline-size:44px;min-block-size:44px;border:0;border-radius:22px;background:" + (settings.color || "#333") + ";color:#111;font-size:24px";
      close.onclick = hide;
      head.appendChild(title);
      head.appendChild(close);
      var greeting = document.createElement("p");
      greeting.textContent = texts.greeting || "";
      greeting.style.margin = "0";
      nameLine = document.createElement("p");
      nameLine.style.cssText = "margin:0;color:#aab3bd";
      log = document.createElement("div");
      log.setAttribute("aria-live", "polite");
      log.style.cssText = "display:flex;flex-direction:column;gap:6px;max-block-size:40vh;overflow:auto";
      // The line the player writes in, as every vendor's widget has: Enter (or the button) sends it.
      var form = document.createElement("form");
      form.style.cssText = "display:flex;gap:8px";
      var input = document.createElement("input");
      input.type = "text";
      input.maxLength = 500;
      input.setAttribute("aria-label", texts.label || "Message");
      input.placeholder = texts.label || "";
      input.style.cssText = "flex:1;min-inline-size:0;min-block-size:44px;padding:0 12px;border:1px solid #38414c;border-radius:12px;background:#101317;color:inherit;font:inherit";
      var send = document.createElement("button");
      send.type = "submit";
      send.textContent = texts.send || "Send";
      send.style.cssText = "min-block-size:44px;padding:0 16px;border:0;border-radius:12px;background:" + (settings.color || "#3d7eff") + ";color:#111;font:inherit;font-weight:700";
      form.appendChild(input);
      form.appendChild(send);
      form.onsubmit = function (event) {
        event.preventDefault();
        var text = input.value.trim();
        if (!text) return;
        said.push({ who: "player", text: text.slice(0, 500) });
        input.value = "";
        render();
      };
      root.appendChild(head);
      root.appendChild(greeting);
      root.appendChild(nameLine);
      root.appendChild(log);
      root.appendChild(form);
      document.body.appendChild(root);
    }
    function render() {
      if (!root) return;
      nameLine.textContent = state.name ? "\u{1F464} " + state.name : "";
      root.setAttribute("data-visitor", state.name);
      root.setAttribute("data-signature", state.signature);
      log.textContent = "";
      said.forEach(function (line) {
        var item = document.createElement("p");
        var mine = line.who === "player";
        item.style.cssText = "margin:0;padding:8px 12px;border-radius:14px;max-inline-size:85%;" + (mine ? "align-self:flex-end;background:#2c3a4a" : "align-self:flex-start;background:#1f252c");
        item.textContent = mine && settings.texts && settings.texts.you ? settings.texts.you + ": " + line.text : line.text;
        log.appendChild(item);
      });
    }
    function visible() { return Boolean(root && !root.hidden); }
    // The panel's own display:flex would beat the hidden attribute, so hiding sets display too.
    function show() { var was = visible(); if (!root) build(); root.hidden = false; root.style.display = "flex"; render(); if (!was) events.opened(); }
    function hide() { if (visible()) { root.hidden = true; root.style.display = "none"; events.closed(); } }
    window.addEventListener("message", function (event) {
      var data = event.data;
      if (event.source !== window || !data || data.sandboxAgent !== vendor || typeof data.text !== "string") return;
      said.push({ who: "agent", text: data.text.slice(0, 500) });
      render();
      events.agentWrote(data.text);
    });
    return {
      show: show,
      hide: hide,
      visible: visible,
      identify: function (name, signature) { state.name = String(name || ""); if (signature) state.signature = String(signature); render(); },
      visitor: function () { return { name: state.name, signature: state.signature }; }
    };
  }`;

/** A tiny event hub for the stand-ins' on/off. */
const HUB = String.raw`
  function hub() {
    var handlers = {};
    return {
      on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); return function () { remove(name, handler); }; },
      off: function (name, handler) { remove(name, handler); },
      emit: function (name) { var args = [].slice.call(arguments, 1); (handlers[name] || []).slice().forEach(function (h) { h.apply(null, args); }); }
    };
    function remove(name, handler) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== handler; }); }
  }`;

export const LIVECHAT_STAND_IN = String.raw`(function () {
  ${PANEL}
  ${HUB}
  var settings = window.__lc || {};
  var events = hub();
  var widget = panel("LiveChat", settings, {
    opened: function () { events.emit("visibility_changed", { visibility: "maximized" }); },
    closed: function () { events.emit("visibility_changed", { visibility: "minimized" }); },
    agentWrote: function (text) { events.emit("new_event", { type: "message", text: text, author: { type: "agent" } }); }
  });
  window.LiveChatWidget = {
    on: events.on,
    off: events.off,
    call: function (method, value) {
      if (method === "maximize") widget.show();
      else if (method === "minimize" || method === "hide") widget.hide();
      else if (method === "set_customer_name") widget.identify(value, "");
      else if (method === "set_session_variables" && value) widget.identify(widget.visitor().name, value.signature);
    },
    get: function (name) {
      if (name === "state") return { visibility: widget.visible() ? "maximized" : "minimized" };
      if (name === "customer_data") return widget.visitor();
      return null;
    }
  };
})();`;

export const COMM100_STAND_IN = String.raw`(function () {
  ${PANEL}
  ${HUB}
  var api = window.Comm100API || {};
  var events = hub();
  var widget = panel("Comm100", api, {
    opened: function () { events.emit("livechat.chat.display"); },
    closed: function () { events.emit("livechat.chat.close"); },
    agentWrote: function (text) { events.emit("livechat.chat.agent.input", { id: 1, name: "Agent" }, text); }
  });
  api.on = events.on;
  api.open_chat_window = function (_event, planId) {
    if (planId && api.main_code_plan && planId !== api.main_code_plan) return;
    widget.show();
  };
  api.set = function (key, value) {
    if (key === "livechat.visitor.name") widget.identify(value, "");
    if (key === "livechat.visitor.signature") widget.identify(widget.visitor().name, value);
  };
  api.get = function (key) {
    if (key === "livechat.visitor.name") return widget.visitor().name;
    if (key === "livechat.window.visible") return widget.visible();
    return null;
  };
  api.loaded = true;
  window.Comm100API = api;
})();`;
