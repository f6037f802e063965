import { ASSET_MANIFEST_PATH, type PageVersion, RELEASE_MANIFEST_PATH } from "#shared/assetManifest";
import { LOCAL_STORAGE } from "#shared/storageKeys";
import { sha256Hex } from "../../lib/sha256";
import { localStore } from "../../lib/storage";
import { decideUpdate, manifestUrl, type UpdateFinding } from "./updateRules";

export type FetchText = (url: string) => Promise<string | null>;

/** Offline, a failed answer or a non-2xx one is no answer: the check simply tries again later. */
export const fetchText: FetchText = async (url) => {
  try {
    const response = await fetch(url, { cache: "no-store", credentials: "same-origin" });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
};

/** One round of SPEC §4's update check. */
export async function checkForUpdate(page: PageVersion, fetcher: FetchText = fetchText, now = Date.now()): Promise<UpdateFinding | null> {
  const [build, release] = await Promise.all([fetcher(manifestUrl(ASSET_MANIFEST_PATH, now)), fetcher(manifestUrl(RELEASE_MANIFEST_PATH, now))]);
  if (build === null || release === null) return null;
  // SHA-256 by the browser, not MD5 in script: hashing the 20 KB manifest was a long task on a slow phone (issue #10).
  const finding = await decideUpdate({ build, release }, page, localStore.get(LOCAL_STORAGE.assetHash), sha256Hex);
  if (finding?.store) storeHash(finding.hash);
  return finding;
}

export function storeHash(hash: string): void {
  localStore.set(LOCAL_STORAGE.assetHash, hash);
}
