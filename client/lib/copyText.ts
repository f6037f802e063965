/**
 * Copies text to the clipboard. The Clipboard API needs a secure context and, in some in-app browsers,
 * a permission it never gets; the old selection copy still works there.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (globalThis.navigator?.clipboard?.writeText) {
      await globalThis.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused or unavailable: the selection copy below may still work.
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  if (typeof document === "undefined") return false;
  // Selecting the text moves focus; it goes back to the button the player pressed.
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.insetBlockStart = "0";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.focus({ preventScroll: true });
  area.select();
  // iOS Safari selects nothing with select() alone.
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus({ preventScroll: true });
  return copied;
}
