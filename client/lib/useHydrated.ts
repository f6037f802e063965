import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** false on the server and while hydrating, true after: for what only the browser can know (its address, its storage). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
