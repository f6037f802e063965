import { createMiddleware } from "hono/factory";
import { getCookie } from "hono/cookie";
import { type LanguageCode, negotiateLanguage, normalizeLanguage } from "#shared/languages";
import { COOKIES } from "#shared/storageKeys";
import type { MerchantConfig } from "#shared/merchantConfig";
import type { AppEnv } from "../edge/appEnv";

/** SPEC §9: the stored choice, then Accept-Language, then the merchant's default. */
export function chooseLanguage(merchant: MerchantConfig, storedChoice: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  const stored = normalizeLanguage(storedChoice);
  if (stored && merchant.languages.includes(stored)) return stored;
  return negotiateLanguage(acceptLanguage, merchant.languages) ?? merchant.defaultLanguage;
}

export const languageMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("language", chooseLanguage(c.get("merchant"), getCookie(c, COOKIES.language), c.req.header("accept-language")));
  await next();
});
