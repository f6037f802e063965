/** Sign-in through the identity provider (SPEC §4 Social login). */
export { pendingProviderAtom } from "./atoms";
export { INCOGNITO_ERROR, providerErrorLines } from "./providerError";
export { SocialLogin } from "./SocialLogin";
export type { FirebaseSetup } from "./firebaseAuth";
