import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Component, type ComponentType, lazy, type ReactNode, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TIMING } from "#shared/constants";
import { partsHydrated } from "../../client/lib/hydrationHolds";
import { lazyPart } from "../../client/lib/ui/lazyPart";
import { OptionalPart } from "../../client/lib/ui/OptionalPart";
import { beginHydration, useHydrated } from "../../client/lib/useHydrated";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function PageWithPart({ part: Part }: { part: ComponentType }) {
  const [typed, setTyped] = useState("");
  return (
    <>
      <label>
        Username
        <input value={typed} onChange={(event) => setTyped(event.target.value)} />
      </label>
      <OptionalPart fallback={<span>part placeholder</span>}>
        <Part />
      </OptionalPart>
    </>
  );
}

/** The router's error screen, as far as a part can tell. */
class ErrorScreen extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">error screen</p> : this.props.children;
  }
}

/** A part whose code fails to arrive when the test says: what the browser's module loader reports. */
function partThatFails(): { Part: ComponentType; fail: () => void } {
  let fail!: () => void;
  const Part = lazy(
    () =>
      new Promise<{ default: () => React.ReactNode }>(
        (_, reject) => (fail = () => reject(new TypeError("Failed to fetch dynamically imported module: /assets/part.js"))),
      ),
  );
  return { Part, fail: () => fail() };
}

/** A part whose code fails at once reaches the router's error screen. */
async function expectErrorScreenOnFailure(): Promise<void> {
  const Part = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/part.js")));
  render(
    <ErrorScreen>
      <PageWithPart part={Part} />
    </ErrorScreen>,
  );
  expect(await screen.findByRole("alert")).toBeTruthy();
}

describe("issue #14 offline: a lazily loaded part whose code cannot arrive", () => {
  it("§2 shows its placeholder while its code is on its way, then the part", async () => {
    let arrive!: () => void;
    const Part = lazy(() => new Promise<{ default: () => React.ReactNode }>((resolve) => (arrive = () => resolve({ default: () => <p>the part</p> }))));
    render(<PageWithPart part={Part} />);
    expect(await screen.findByText("part placeholder")).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByText("the part")).toBeTruthy();
    expect(screen.queryByText("part placeholder")).toBeNull();
  });

  it("§2 a failed chunk (the phone went offline) leaves the page and what was typed; the part's place keeps its placeholder", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { Part, fail } = partThatFails();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    render(<PageWithPart part={Part} />);
    fireEvent.change(screen.getByLabelText("Username"), { target: { value: "player1" } });
    await act(async () => fail());
    expect(screen.getByLabelText<HTMLInputElement>("Username").value).toBe("player1");
    expect(screen.getByText("part placeholder")).toBeTruthy();
  });

  it("§2 online, the failure is not the part's: it reaches the router's error screen, which recovers from a deploy once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expectErrorScreenOnFailure();
  });

  it("§2 a part that failed in a tunnel and reaches the page just after the connection came back is still the connection's (issue #33)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const { Part, fail } = partThatFails();
      render(
        <ErrorScreen>
          <PageWithPart part={Part} />
        </ErrorScreen>,
      );
      fireEvent.change(screen.getByLabelText("Username"), { target: { value: "player1" } });
      window.dispatchEvent(new Event("offline"));
      window.dispatchEvent(new Event("online"));
      vi.advanceTimersByTime(TIMING.connectionSettle - 1);
      await act(async () => fail());
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.getByLabelText<HTMLInputElement>("Username").value).toBe("player1");
      expect(screen.getByText("part placeholder")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("§2 once the connection has been back a while, a failed part is a deploy's again: the router's error screen", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.spyOn(console, "error").mockImplementation(() => {});
      window.dispatchEvent(new Event("online"));
      vi.advanceTimersByTime(TIMING.connectionSettle);
      await expectErrorScreenOnFailure();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("issue #37 a part in the server's page holds a language switch until it has hydrated", () => {
  it("partsHydrated settles only once the part's code has arrived and React has hydrated its markup", async () => {
    function ServerPart() {
      return <p>the part</p>;
    }
    let arrive: (() => void) | null = null;
    const Part = lazyPart(() => new Promise<{ default: typeof ServerPart }>((resolve) => (arrive = () => resolve({ default: ServerPart }))));
    function Marked() {
      useHydrated();
      return null;
    }
    const page = (part: ReactNode) => (
      <main>
        <Marked />
        <OptionalPart fallback={<span>placeholder</span>}>{part}</OptionalPart>
      </main>
    );
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(page(<ServerPart />));
    const serverText = container.querySelector("p")!;
    const errors: unknown[] = [];
    beginHydration();
    let root: Root | null = null;
    await act(async () => {
      root = hydrateRoot(container, page(<Part />), { onRecoverableError: (error) => errors.push(error) });
    });
    let settled = false;
    const hydrated = partsHydrated().then(() => void (settled = true));
    // The part's code is asked for, and is on its way.
    await vi.waitFor(() => expect(arrive).not.toBeNull());
    await act(async () => {});
    expect(settled).toBe(false);
    await act(async () => arrive!());
    await hydrated;
    expect(settled).toBe(true);
    // Hydrated over the server's markup, not rendered afresh.
    expect(container.querySelector("p")).toBe(serverText);
    expect(errors).toEqual([]);
    act(() => root!.unmount());
    container.remove();
  });

  it("a part rendered in the browser after hydration holds nothing", async () => {
    const Part = lazyPart(() => new Promise<{ default: ComponentType }>(() => {}));
    render(<PageWithPart part={Part} />);
    let settled = false;
    await act(async () => void partsHydrated().then(() => (settled = true)));
    expect(settled).toBe(true);
  });
});
