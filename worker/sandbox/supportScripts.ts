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
 * The widget is a small panel at the bottom of the page with the greeting, the visitor it was told about and a close
 * button; it keeps the visitor in `data-visitor` and the signature in `data-signature` so tests can see what it got.
 */
const PANEL = String.raw`
  function panel(vendor, settings) {
    var root = null, nameLine = null, state = { name: "", signature: "" };
    function build() {
      var texts = settings.texts || {};
      root = document.createElement("section");
      root.setAttribute("role", "dialog");
      root.setAttribute("aria-label", settings.title || vendor);
      root.setAttribute("data-vendor", vendor);
      root.dir = document.documentElement.dir || "ltr";
      root.style.cssText = "position:fixed;inset-inline:0;inset-block-end:0;z-index:90;display:flex;flex-direction:column;gap:10px;" +
        "padding:16px 16px calc(16px + env(safe-area-inset-bottom));border-start-start-radius:18px;border-start-end-radius:18px;" +
        "background:#fff;color:#111;box-shadow:0 -8px 30px rgb(0 0 0 / 45%);font:16px/1.45 system-ui,sans-serif";
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
      nameLine.style.cssText = "margin:0;color:#555";
      root.appendChild(head);
      root.appendChild(greeting);
      root.appendChild(nameLine);
      document.body.appendChild(root);
    }
    function render() {
      if (!root) return;
      nameLine.textContent = state.name ? "\u{1F464} " + state.name : "";
      root.setAttribute("data-visitor", state.name);
      root.setAttribute("data-signature", state.signature);
    }
    // The panel's own display:flex would beat the hidden attribute, so hiding sets display too.
    function show() { if (!root) build(); root.hidden = false; root.style.display = "flex"; render(); }
    function hide() { if (root) { root.hidden = true; root.style.display = "none"; } }
    return {
      show: show,
      hide: hide,
      visible: function () { return Boolean(root && !root.hidden); },
      identify: function (name, signature) { state.name = String(name || ""); if (signature) state.signature = String(signature); render(); },
      visitor: function () { return { name: state.name, signature: state.signature }; }
    };
  }`;

export const LIVECHAT_STAND_IN = String.raw`(function () {
  ${PANEL}
  var settings = window.__lc || {};
  var widget = panel("LiveChat", settings);
  window.LiveChatWidget = {
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
  var api = window.Comm100API || {};
  var widget = panel("Comm100", api);
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
