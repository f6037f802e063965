import { createStore } from "jotai";
import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { remoteContent } from "../../client/core/content/remote";
import { balanceAtom, refreshBalance } from "../../client/core/wallet";
import { answerWith, json, recordEffects } from "./requestHarness";

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

/** Each change of an atom's status, and whether it came inside a transition. */
function watch(store: ReturnType<typeof createStore>, target: Parameters<ReturnType<typeof createStore>["sub"]>[0]) {
  const seen: string[] = [];
  store.sub(target, () => seen.push(`${(store.get(target) as { status: string }).status}${transition.depth > 0 ? " (transition)" : ""}`));
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe("issue #10: network answers render as transitions, in slices, not one long task each", () => {
  it("content from the platform: loading shows at once, the answer and a failure land as transitions", async () => {
    const store = createStore();
    const content = remoteContent(() => Promise.resolve(["banner"]));
    const seen = watch(store, content.atom);
    await content.load(store);
    const failing = remoteContent(() => Promise.reject(new Error("500")));
    const failed = watch(store, failing.atom);
    await failing.load(store);
    expect(seen).toEqual(["loading", "ready (transition)"]);
    expect(failed).toEqual(["loading", "error (transition)"]);
  });

  it("the balance: its answer lands as a transition", async () => {
    recordEffects();
    answerWith(() => json({ success: true, value: { balance: 5, currency: "BRL" } }));
    const store = createStore();
    const seen = watch(store, balanceAtom);
    await refreshBalance(store);
    expect(seen).toEqual(["loading", "ready (transition)"]);
  });
});
