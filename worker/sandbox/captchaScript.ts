import { captchaLanguage } from "#shared/captcha";
import { LANGUAGE_CODES, LANGUAGE_LOCALE, type LanguageCode, languageFromLocaleTag, normalizeLanguage, textDirection } from "#shared/languages";
import { translate } from "#shared/messages";

/** The stand-in's texts: the `sandbox.captcha.*` keys of every locale (docs/decisions/008). */
const TEXT_KEYS = ["title", "check", "close", "failed", "network"] as const;

/**
 * Language tags the stand-in understands, lowercased, to platform codes: each language's BCP 47
 * tag, its SPEC §5 captcha code (what the client passes as `lang` / `language`), its primary
 * subtag, the platform code itself, and the Chinese variants SPEC §7 folds.
 */
export function captchaLanguageTags(): Record<string, LanguageCode> {
  const tags: Record<string, LanguageCode> = {};
  const candidates = LANGUAGE_CODES.flatMap((code) => {
    const locale = LANGUAGE_LOCALE[code].toLowerCase();
    return [locale, captchaLanguage(locale), locale.split("-")[0]!, code.toLowerCase()];
  });
  for (const tag of [...candidates, "zh-hk", "zh-hant", "tl"]) {
    const code = languageFromLocaleTag(tag) ?? normalizeLanguage(tag);
    if (code && !(tag in tags)) tags[tag] = code;
  }
  return tags;
}

/** Per language: its texts, its BCP 47 tag and its direction, as the dialog needs them. */
export function captchaTexts(): Record<LanguageCode, Record<(typeof TEXT_KEYS)[number] | "lang" | "dir", string>> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => [
      code,
      {
        ...Object.fromEntries(TEXT_KEYS.map((key) => [key, translate(code, `sandbox.captcha.${key}`)])),
        lang: LANGUAGE_LOCALE[code],
        dir: textDirection(code),
      },
    ]),
  ) as ReturnType<typeof captchaTexts>;
}

/**
 * The sandbox's stand-in for Geetest's script (DESIGN §1): the same JavaScript
 * interface (initGeetest for v3, initGeetest4 for v4, captchaObj.onReady/onSuccess/
 * onError/onClose/verify/showCaptcha/getValidate/reset), with a one-button check
 * whose token the sandbox platform issues and later verifies. It speaks the language
 * of Geetest's config (`lang` in v3, `language` in v4), else the page's `<html lang>`,
 * else English, and asks the sandbox for its token in that language.
 */
export const CAPTCHA_SCRIPT = String.raw`(function () {
  var TEXTS = ${JSON.stringify(captchaTexts())};
  var TAGS = ${JSON.stringify(captchaLanguageTags())};
  function languageOf(candidates) {
    for (var i = 0; i < candidates.length; i++) {
      var tag = String(candidates[i] || "").toLowerCase().replace(/_/g, "-");
      var code = TAGS[tag] || TAGS[tag.split("-")[0]];
      if (code) return code;
    }
    return "EN";
  }
  function widget(config, version) {
    var handlers = {};
    var validate = null;
    var overlay = null;
    var language = languageOf([config.lang, config.language, document.documentElement && document.documentElement.lang]);
    var text = TEXTS[language] || TEXTS.EN;
    function emit(name, value) { if (handlers[name]) handlers[name](value); }
    function close(silent) {
      if (overlay) { overlay.remove(); overlay = null; if (!silent) emit("close"); }
    }
    function pass(button) {
      button.disabled = true;
      fetch("/wps/sandbox/captcha/pass", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Language": language },
        body: JSON.stringify({ version: version, challenge: config.challenge || config.captchaId || "" })
      }).then(function (r) { return r.json(); }).then(function (answer) {
        if (!answer.success) { button.disabled = false; emit("error", { code: 50001, msg: answer.message || text.failed }); return; }
        var token = answer.value.token;
        validate = version === "v4"
          ? { lot_number: token.slice(0, 32), captcha_output: token, pass_token: token, gen_time: String(Math.floor(Date.now() / 1000)) }
          : { geetest_challenge: config.challenge, geetest_validate: token, geetest_seccode: token + "|jordan" };
        close(true);
        emit("success");
      }, function () { button.disabled = false; emit("error", { code: 50002, msg: text.network }); });
    }
    function open() {
      if (overlay) return;
      overlay = document.createElement("div");
      overlay.setAttribute("role", "dialog");
      overlay.setAttribute("aria-modal", "true");
      overlay.setAttribute("aria-label", text.title);
      overlay.setAttribute("data-lang", config.lang || config.language || "");
      overlay.setAttribute("lang", text.lang);
      overlay.setAttribute("dir", text.dir);
      overlay.style.cssText = "position:fixed;inset:0;z-index:2147483000;display:grid;place-items:center;background:rgba(0,0,0,.55);font-family:system-ui,sans-serif";
      var box = document.createElement("div");
      box.style.cssText = "width:min(88vw,320px);padding:20px;border-radius:14px;background:#fff;color:#222;display:flex;flex-direction:column;gap:14px;position:relative";
      var title = document.createElement("strong");
      title.textContent = text.title + " (sandbox " + version + ")";
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = text.check;
      button.style.cssText = "min-height:48px;border:0;border-radius:10px;background:#2d7ff9;color:#fff;font-size:16px;font-weight:700";
      button.onclick = function () { pass(button); };
      var closer = document.createElement("button");
      closer.type = "button";
      closer.textContent = "\u00d7";
      closer.setAttribute("aria-label", text.close);
      closer.style.cssText = "position:absolute;inset-inline-end:6px;top:6px;min-width:44px;min-height:44px;border:0;background:none;font-size:24px";
      closer.onclick = function () { close(false); };
      box.append(title, button, closer);
      overlay.append(box);
      document.body.append(overlay);
    }
    var captchaObj = {
      onReady: function (f) { handlers.ready = f; return captchaObj; },
      onSuccess: function (f) { handlers.success = f; return captchaObj; },
      onError: function (f) { handlers.error = f; return captchaObj; },
      onClose: function (f) { handlers.close = f; return captchaObj; },
      verify: open,
      showCaptcha: open,
      showBox: open,
      getValidate: function () { return validate; },
      reset: function () { validate = null; },
      destroy: function () { close(true); }
    };
    setTimeout(function () { emit("ready"); }, 0);
    return captchaObj;
  }
  window.initGeetest = function (config, callback) { callback(widget(config, "v3")); };
  window.initGeetest4 = function (config, callback) { callback(widget(config, "v4")); };
})();
`;
