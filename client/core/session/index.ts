export * from "./atoms";
export { endSession, LOGIN_PATH, loadMember, loseSession, restoreSession, startSession } from "./sessionActions";
export { SessionEffects } from "./SessionEffects";
export { onTokenChange, type TokenListener } from "./tokenListeners";
