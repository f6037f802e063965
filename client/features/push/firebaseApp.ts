import type { FirebaseApp, FirebaseOptions } from "firebase/app";

/**
 * One Firebase app per name, created on first use (DESIGN §4: Firebase is never on the first paint, so
 * firebase/app is fetched here). The same name always gives the same app: Firebase refuses a second
 * initializeApp under one name with other options, which is why push's app is its own, apart from sign-in's.
 */
export async function firebaseApp(name: string, options: FirebaseOptions): Promise<FirebaseApp> {
  const { getApps, initializeApp } = await import("firebase/app");
  return getApps().find((candidate) => candidate.name === name) ?? initializeApp(options, name);
}
