/**
 * The count a page keeps for a vendor's widget (docs/decisions/019): the agent's messages that arrived while the
 * widget was not open. Opening it reads them all. The widget has just been opened when the page starts watching.
 */
export function unreadCounter(report: (count: number) => void) {
  let open = true;
  let count = 0;
  const set = (next: number) => {
    if (next === count) return;
    count = next;
    report(count);
  };
  return {
    setOpen(isOpen: boolean) {
      open = isOpen;
      if (open) set(0);
    },
    agentWrote() {
      if (!open) set(count + 1);
    },
  };
}
