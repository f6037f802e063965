/** What the sandbox reads from a Firebase ID token. */
export interface FirebaseIdentity {
  uid: string;
  email?: string;
  name?: string;
  provider?: string;
  /** E.164, for phone sign-ins. */
  phone?: string;
}

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const text = atob(
      part
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(part.length / 4) * 4, "="),
    );
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(text, (char) => char.charCodeAt(0)))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Reads a Firebase ID token for the merchant's project. The sandbox accepts the
 * Auth emulator's unsigned tokens, and only when the deployment names an emulator
 * (DESIGN §6); signed tokens from Google need Google's keys, which a merchant's
 * real platform checks, not the sandbox.
 */
export function readFirebaseIdToken(token: unknown, projectId: string | undefined, options: { emulator: boolean; now?: number }): FirebaseIdentity | null {
  if (typeof token !== "string" || !projectId) return null;
  const [headerPart, payloadPart] = token.split(".");
  if (!headerPart || !payloadPart) return null;
  const header = decodePart(headerPart);
  const payload = decodePart(payloadPart);
  if (!header || !payload) return null;
  if (header.alg !== "none" || !options.emulator) return null;
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (payload.aud !== projectId || payload.iss !== `https://securetoken.google.com/${projectId}`) return null;
  if (typeof payload.exp !== "number" || payload.exp < now) return null;
  const uid = (payload.user_id ?? payload.sub) as unknown;
  if (typeof uid !== "string" || !uid) return null;
  const firebase = payload.firebase as { sign_in_provider?: string } | undefined;
  return {
    uid,
    email: typeof payload.email === "string" ? payload.email : undefined,
    name: typeof payload.name === "string" ? payload.name : undefined,
    provider: firebase?.sign_in_provider,
    phone: typeof payload.phone_number === "string" ? payload.phone_number : undefined,
  };
}

/**
 * Unsigned emulator tokens are accepted only while the deployment names the Auth emulator (never in production).
 * The edge has checked the var's shape before any request reaches the sandbox.
 */
export function usesAuthEmulator(env: Env): boolean {
  return typeof env.FIREBASE_AUTH_EMULATOR === "string" && env.FIREBASE_AUTH_EMULATOR.trim() !== "";
}
