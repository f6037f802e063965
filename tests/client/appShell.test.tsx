import { act, screen, waitFor } from "@testing-library/react";
import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { AppShell } from "../../client/app/shell/AppShell";
import type * as NavIconModule from "../../client/app/shell/NavIcon";
import { edgeSignedInAtom, merchantAtom } from "../../client/core/startup/atoms";
import { beginHydration } from "../../client/lib/useHydrated";
import { DEMO_BRAND, renderInApp, signIn, startEachTestSignedOut } from "./appHarness";

/** How many times each navigation icon was rendered: a render of the shell renders all of them again. */
const iconRenders = vi.hoisted(() => new Map<string, number>());
vi.mock("../../client/app/shell/NavIcon", async (original) => {
  const actual = await original<typeof NavIconModule>();
  return {
    ...actual,
    NavIcon: (props: Parameters<typeof actual.NavIcon>[0]) => {
      iconRenders.set(props.name, (iconRenders.get(props.name) ?? 0) + 1);
      return actual.NavIcon(props);
    },
  };
});

startEachTestSignedOut();

describe("issue #37 the shell renders once on a member's first visit", () => {
  it("the switch to the live Support item and the tab reading the session the edge already showed leave the navigation as it was", async () => {
    const store = createStore();
    store.set(merchantAtom, DEMO_BRAND);
    store.set(edgeSignedInAtom, true);
    iconRenders.clear();
    // As main.tsx does before it hydrates: the Support item starts as the server painted it.
    beginHydration();
    renderInApp(store, <AppShell>page</AppShell>);
    // The Support item goes live once its code arrives.
    await waitFor(() => expect(screen.getByRole("button", { name: "Support" }).getAttribute("aria-busy")).toBeNull());
    // The tab reads the session the edge's hint stood for.
    await act(async () => signIn(store));
    expect(Object.fromEntries(["home", "games", "promotions", "member"].map((name) => [name, iconRenders.get(name)]))).toEqual({
      home: 1,
      games: 1,
      promotions: 1,
      member: 1,
    });
  });
});
