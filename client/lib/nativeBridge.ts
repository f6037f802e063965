import { type NativeBridgeName, SANDBOX_FORMS } from "#shared/platformForms/forms";
import { type NativeBridge, nativeBridgeOf } from "#shared/platformForms/nativeBridge";

/** The merchant's bridge form: one per page, set at start-up from the page's merchant (client/main.tsx). */
let form: NativeBridgeName = SANDBOX_FORMS.nativeBridge;

export function setNativeBridgeForm(next: NativeBridgeName): void {
  form = next;
}

/** The native app's bridge on this page, in the merchant's form. */
export function nativeBridge(scope: object = globalThis): NativeBridge {
  return nativeBridgeOf(scope, form);
}
