import { Hono } from "hono";
import { normalizeLanguage } from "#shared/languages";
import { EDGE_PATHS } from "#shared/routes";
import type { AppEnv } from "../edge/appEnv";
import { stringsFor } from "#shared/messages";
import { stringsVersion } from "./stringsVersion";

/** A year: an address that names its strings' digest never changes what it answers. */
const FOR_GOOD = "public, max-age=31536000, immutable";

/**
 * GET /m/i18n/<CODE>.json — one language's strings: the page's own, which it fetches as it starts (its address carries
 * their digest, `?v=`: docs/decisions/075), or another's, fetched when a player switches language.
 */
export const stringsRoute = new Hono<AppEnv>().get(`${EDGE_PATHS.strings}/:file{[A-Za-z-]+\\.json}`, (c) => {
  const language = normalizeLanguage(c.req.param("file").replace(/\.json$/, ""));
  if (!language) return c.json({ message: "Unknown language", errorCode: "language_unknown" }, 404);
  // The strings a page in this language is rendered with (English for a language without a file of its own).
  const strings = stringsFor(language);
  // Another version (a page of an earlier deploy) gets today's strings, kept briefly: its address does not name them.
  const named = c.req.query("v") === stringsVersion(language);
  return c.json(strings, 200, { "Cache-Control": named ? FOR_GOOD : "public, max-age=300" });
});
