/** The session every feature reads (SPEC §3 Session info, §4 Token change and Session loss). */
export * from "./atoms";
export { endSession, loadMember, logOut, loseSession, restoreSession, sessionFromLogin, startSession } from "./sessionActions";
export { SessionEffects } from "./SessionEffects";
export { useMemberButtonShown, useSignedIn } from "./useSignedIn";
export { onBeforeLogOut, onTokenChange, type TokenListener } from "./tokenListeners";
