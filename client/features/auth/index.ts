/** What other features may use of sign-in. */
export { login, logout } from "./authCalls";
export { loginDialogOpenAtom } from "./loginDialog";
export { useCompleteLogin } from "./useCompleteLogin";
