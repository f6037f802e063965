import { atom, createStore } from "jotai";
import type * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { withTransitionRenders } from "../../client/lib/transitionStore";

/** Whether the code running now is inside React's startTransition. */
const transition = vi.hoisted(() => ({ depth: 0 }));
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  const startTransition: typeof react.startTransition = (scope) => {
    transition.depth += 1;
    try {
      react.startTransition(scope);
    } finally {
      transition.depth -= 1;
    }
  };
  return { ...react, default: { ...react, startTransition }, startTransition };
});

describe("issue #10: the store's re-renders are transitions, rendered in slices, not one long task per change", () => {
  it("a subscriber (Jotai's hooks re-render from theirs) hears every change inside a transition", () => {
    const store = withTransitionRenders(createStore());
    const count = atom(0);
    const heard: string[] = [];
    const unsubscribe = store.sub(count, () => heard.push(`${store.get(count)}${transition.depth > 0 ? " in a transition" : ""}`));
    store.set(count, 1);
    store.set(count, 2);
    expect(heard).toEqual(["1 in a transition", "2 in a transition"]);
    unsubscribe();
    store.set(count, 3);
    expect(heard).toHaveLength(2);
  });

  it("the store itself changes at once, for code that reads it right after", () => {
    const store = withTransitionRenders(createStore());
    const flag = atom(false);
    store.sub(flag, () => {});
    store.set(flag, true);
    expect(store.get(flag)).toBe(true);
  });
});
