import { type RefObject, useEffect, useEffectEvent } from "react";

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, innermost last: only the top one answers Tab and Escape. */
const openDialogs: HTMLElement[] = [];

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.getClientRects().length > 0 || element === document.activeElement);
}

/**
 * DESIGN §4a dialogs anyone can use, for every sheet and alert: focus moves inside when it
 * opens (to `[data-autofocus]`, else the first control), Tab stays inside, Escape closes it
 * where closing is allowed, and focus goes back to where it was when it closes.
 *
 * Not the native modal <dialog>: it makes the rest of the page inert, and third-party widgets
 * that a dialog opens on top of itself (the captcha) live outside it (docs/decisions/011).
 */
export function useDialogFocus(ref: RefObject<HTMLElement | null>, onEscape: (() => void) | undefined): void {
  const escape = useEffectEvent(() => onEscape?.());
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    const first = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? tabbables(dialog)[0] ?? dialog;
    first.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog || event.defaultPrevented) return;
      if (event.key === "Escape") {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== "Tab") return;
      const active = document.activeElement;
      // Focus inside a widget the dialog opened elsewhere (the captcha) is that widget's own.
      if (active && active !== document.body && !dialog.contains(active)) return;
      const controls = tabbables(dialog);
      if (controls.length === 0) return event.preventDefault();
      const index = active ? controls.indexOf(active as HTMLElement) : -1;
      const next = event.shiftKey ? (index <= 0 ? controls[controls.length - 1] : null) : index === controls.length - 1 || index === -1 ? controls[0] : null;
      if (next) {
        event.preventDefault();
        next.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref]);
}
