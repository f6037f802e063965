import { Hono } from "hono";
import { normalizeLanguage } from "#shared/languages";
import { EDGE_PATHS } from "#shared/routes";
import type { AppEnv } from "../edge/appEnv";
import { LOCALES } from "#shared/messages";

/** GET /m/i18n/<CODE>.json — one language's strings, fetched when a player switches language. */
export const stringsRoute = new Hono<AppEnv>().get(`${EDGE_PATHS.strings}/:file{[A-Za-z-]+\\.json}`, (c) => {
  const language = normalizeLanguage(c.req.param("file").replace(/\.json$/, ""));
  const strings = language ? LOCALES[language] : undefined;
  if (!strings) return c.json({ message: "Unknown language", errorCode: "language_unknown" }, 404);
  return c.json(strings, 200, { "Cache-Control": "public, max-age=300" });
});
