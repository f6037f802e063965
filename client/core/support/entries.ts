import { CHAT_FLAG, type SiteSettings } from "#shared/contract";
import { entriesForLabel, providerKind } from "#shared/supportRules";
import type { SupportPathCipherName } from "#shared/platformForms/forms";
import { type ResolvedEntry, resolveEntries } from "#shared/platformForms/supportPath";

interface Resolution {
  promise: Promise<ResolvedEntry[]>;
  value?: ResolvedEntry[];
}

/** Each settings list is decrypted once: the paths cannot change while the list object stays the same. */
const resolutions = new WeakMap<object, Resolution>();

function resolutionOf(list: SiteSettings["customerService"], cipher: SupportPathCipherName): Resolution {
  let resolution = resolutions.get(list);
  if (!resolution) {
    const created: Resolution = { promise: resolveEntries(list, cipher) };
    created.promise.then((value) => (created.value = value));
    resolutions.set(list, created);
    resolution = created;
  }
  return resolution;
}

/** SPEC §6: the member's entries; the platform's chat (CBS) only with CBS3 on. */
function pick(entries: ResolvedEntry[], settings: SiteSettings, labelId: string | null): ResolvedEntry[] {
  const platformChat = Boolean(settings.whitelabel?.[CHAT_FLAG]);
  return entriesForLabel(entries, labelId).filter((entry) => platformChat || providerKind(entry.csType) !== "platform");
}

/**
 * Decrypts the entries ahead of the tap (no network: the keys are in the paths), so a tap that opens a link can
 * call window.open while the browser still counts it as the player's own gesture.
 */
export function prepareEntries(settings: SiteSettings | null, cipher: SupportPathCipherName): void {
  if (Array.isArray(settings?.customerService)) resolutionOf(settings.customerService, cipher);
}

/** The entries the player sees now if they are decrypted already, else null. */
export function readyEntries(settings: SiteSettings | null, labelId: string | null, cipher: SupportPathCipherName): ResolvedEntry[] | null {
  if (!settings || !Array.isArray(settings.customerService)) return [];
  const value = resolutionOf(settings.customerService, cipher).value;
  return value ? pick(value, settings, labelId) : null;
}

/** The entries the player sees (SPEC §3, §6): decrypted, malformed ones skipped, filtered by VIP label and CBS3. */
export async function visibleEntries(settings: SiteSettings | null, labelId: string | null, cipher: SupportPathCipherName): Promise<ResolvedEntry[]> {
  if (!settings || !Array.isArray(settings.customerService)) return [];
  return pick(await resolutionOf(settings.customerService, cipher).promise, settings, labelId);
}
