import type { LanguageCode } from "#shared/languages";
import { md5 } from "#shared/md5";
import { stringsFor } from "#shared/messages";

const versions = new Map<LanguageCode, string>();

/**
 * The digest of a language's strings as pages get them: the version their address carries, so an answer at that
 * address may be kept for good (docs/decisions/075). The strings are the worker's own, so it is made once per isolate
 * and language.
 */
export function stringsVersion(language: LanguageCode): string {
  let version = versions.get(language);
  if (!version) {
    version = md5(JSON.stringify(stringsFor(language))).slice(0, 16);
    versions.set(language, version);
  }
  return version;
}
