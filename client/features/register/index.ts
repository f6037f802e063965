/** What other features may use of registration. */
export { registerDialogOpenAtom } from "./registerDialog";
