import type { SiteSettings } from "#shared/contract";
import type { FirebaseSetup } from "./social/firebaseAuth";

/** SPEC §3: the sms.firebase flag sends SMS codes through the identity provider. */
export function providerSmsSetup(settings: SiteSettings | null, emulatorUrl: string | undefined): FirebaseSetup | null {
  if (!settings?.sms?.firebase || !settings.sms.apiKey || !settings.sms.projectId) return null;
  return { apiKey: settings.sms.apiKey, projectId: settings.sms.projectId, authDomain: window.location.host, emulatorUrl };
}

/** E.164 from the dialling code and the national number. */
export function e164(dialingCode: string, mobile: string): string {
  return `+${dialingCode}${mobile.replace(/^0+/, "")}`;
}
