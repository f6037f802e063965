import { type Atom, type WritableAtom, useSetAtom, useStore } from "jotai";
import { startTransition, useEffect, useState } from "react";

/**
 * Jotai's useAtomValue without its re-render on mount (issue #10, docs/decisions/038).
 *
 * Jotai's hook re-renders its component once its subscription starts, in case the value changed between render and
 * effect, through a reducer that React cannot skip and at a blocking priority. Every reader does so once mounted: after
 * hydration, 77 of them rendered the page's tree again in one task (20 ms on this machine, 80 on Lighthouse's phone).
 * Here a reader catches up only when the value did change (React drops a state update that changes nothing), and as a
 * transition, like every render the store causes (lib/transitionStore.ts). Sync atoms only: the app has no async ones.
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const [seen, setSeen] = useState(() => ({ value: store.get(atom), store, atom }));
  // Another atom or store (a key changed): read it now; the effect below subscribes to it and keeps it.
  const value = seen.store === store && seen.atom === atom ? seen.value : store.get(atom);

  useEffect(() => {
    const read = () =>
      setSeen((previous) => {
        const next = store.get(atom);
        return Object.is(previous.value, next) && previous.store === store && previous.atom === atom ? previous : { value: next, store, atom };
      });
    const unsubscribe = store.sub(atom, read);
    // A change made between this render and now (or by the atom's own onMount) is caught up here.
    startTransition(read);
    return unsubscribe;
  }, [store, atom]);

  return value;
}

/** Jotai's useAtom, reading through the useAtomValue above. */
export function useAtom<Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
