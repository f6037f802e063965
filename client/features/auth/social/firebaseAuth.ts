import type * as FirebaseAuthModule from "firebase/auth";
import type { ConfirmationResult } from "firebase/auth";
import type { SocialChannel } from "./channels";

/** Loaded only when a player picks a provider (DESIGN §4: firebase/auth is never on the first paint). */
export interface FirebaseSetup {
  apiKey: string;
  projectId: string;
  /** The page's own host, so the redirect helper is same-origin (PITFALLS: storage partitioning). */
  authDomain: string;
  emulatorUrl?: string;
}

async function authFor(setup: FirebaseSetup) {
  const [{ initializeApp, getApps }, auth] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
  const name = `mc-${setup.projectId}`;
  const app =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp({ apiKey: setup.apiKey, projectId: setup.projectId, authDomain: setup.authDomain }, name);
  const instance = auth.initializeAuth(app, { persistence: auth.browserSessionPersistence, popupRedirectResolver: auth.browserPopupRedirectResolver });
  if (setup.emulatorUrl && !(instance as { emulatorConfig?: unknown }).emulatorConfig)
    auth.connectAuthEmulator(instance, setup.emulatorUrl, { disableWarnings: true });
  return { instance, auth };
}

const cachedAuth = new Map<string, ReturnType<typeof authFor>>();
function getAuthFor(setup: FirebaseSetup) {
  const key = `${setup.projectId}|${setup.emulatorUrl ?? ""}`;
  let pending = cachedAuth.get(key);
  if (!pending) {
    pending = authFor(setup);
    cachedAuth.set(key, pending);
  }
  return pending;
}

function providerFor(auth: typeof FirebaseAuthModule, channel: SocialChannel) {
  if (channel === "google") return new auth.GoogleAuthProvider();
  if (channel === "facebook") return new auth.FacebookAuthProvider();
  if (channel === "twitter") return new auth.TwitterAuthProvider();
  return new auth.OAuthProvider("oidc.line");
}

/** Popup flow: the provider's identity token. A newer popup request cancels an older one (Firebase does it). */
export async function signInWithProviderPopup(setup: FirebaseSetup, channel: SocialChannel): Promise<string> {
  const { instance, auth } = await getAuthFor(setup);
  const result = await auth.signInWithPopup(instance, providerFor(auth, channel));
  return result.user.getIdToken();
}

export async function startProviderRedirect(setup: FirebaseSetup, channel: SocialChannel): Promise<void> {
  const { instance, auth } = await getAuthFor(setup);
  await auth.signInWithRedirect(instance, providerFor(auth, channel));
}

/** The redirect flow's result, on the next load; null when there is none. */
export async function redirectResultToken(setup: FirebaseSetup): Promise<string | null> {
  const { instance, auth } = await getAuthFor(setup);
  const result = await auth.getRedirectResult(instance);
  return result ? result.user.getIdToken() : null;
}

/** Phone sign-ins under way, by phone number (SPEC §4: SMS through the identity provider). */
const confirmations = new Map<string, ConfirmationResult>();

/**
 * Sends the provider's SMS code. The invisible reCAPTCHA is the SDK's own; with the
 * emulator, app verification is off for testing, as the emulator expects.
 */
export async function sendProviderSmsCode(setup: FirebaseSetup, phoneNumber: string, container: HTMLElement): Promise<void> {
  const { instance, auth } = await getAuthFor(setup);
  if (setup.emulatorUrl) instance.settings.appVerificationDisabledForTesting = true;
  const verifier = new auth.RecaptchaVerifier(instance, container, { size: "invisible" });
  try {
    confirmations.set(phoneNumber, await auth.signInWithPhoneNumber(instance, phoneNumber, verifier));
  } finally {
    verifier.clear();
  }
}

/** The provider's ID token for a received code. */
export async function confirmProviderSmsCode(phoneNumber: string, code: string): Promise<string> {
  const confirmation = confirmations.get(phoneNumber);
  if (!confirmation) throw Object.assign(new Error("Request a code first."), { code: "auth/missing-verification-id" });
  const result = await confirmation.confirm(code);
  confirmations.delete(phoneNumber);
  return result.user.getIdToken();
}
