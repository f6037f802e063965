import { act, cleanup, render } from "@testing-library/react";
import { createContext, memo, startTransition, use, useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { partsHydrated } from "../../client/lib/hydrationHolds";
import { HydrateOnSight, hydrateWaitingParts } from "../../client/lib/ui/HydrateOnSight";
import { beginHydration, useHydrated } from "../../client/lib/useHydrated";

/** An IntersectionObserver the test moves: `bring()` says every watched element came near the screen. */
class FakeObserver {
  static all = new Set<FakeObserver>();
  private watched = new Set<Element>();
  constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeObserver.all.add(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  disconnect() {
    this.watched.clear();
    FakeObserver.all.delete(this);
  }
  static bring() {
    for (const observer of [...FakeObserver.all]) observer.report([...observer.watched].map((target) => ({ target, isIntersecting: true })));
  }
}

/** What the page above provides (the router's location, the language): the part reads it. */
const Where = createContext("here");

const mounted: string[] = [];
const tapped: string[] = [];

/** A part below the first screen: it says when it has mounted (hydrated) and when a tap reached its handler. */
const Part = memo(function Part({ label }: { label: string }) {
  const where = use(Where);
  useEffect(() => void mounted.push(label), [label]);
  return (
    <section>
      <button type="button" onClick={() => tapped.push(label)}>
        {where === "here" ? label : `${label} ${where}`}
      </button>
    </section>
  );
});

/** What clears the page's "hydrating" mark once the first hydration commits, as the app shell does. */
function HydratedMark() {
  useHydrated();
  return null;
}

function Page({ label = "lanes", words = "top", where = "here", withPage }: { label?: string; words?: string; where?: string; withPage?: boolean }) {
  return (
    <Where value={where}>
      <main>
        <HydratedMark />
        <p>{words}</p>
        <HydrateOnSight withPage={withPage}>
          <Part label={label} />
        </HydrateOnSight>
      </main>
    </Where>
  );
}

let root: Root | null = null;
let errors: unknown[] = [];

/** The server's page, hydrated as client/main.tsx does. */
async function hydratePage(props: { label?: string; words?: string; withPage?: boolean } = {}) {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Page {...props} />);
  const serverButton = container.querySelector("button")!;
  beginHydration();
  await act(async () => {
    root = hydrateRoot(container, <Page {...props} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, serverButton };
}

describe("issue #37 item 3: a part below the first screen hydrates when it comes near the screen or the player reaches for it", () => {
  beforeEach(() => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    mounted.length = 0;
    tapped.length = 0;
    errors = [];
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.replaceChildren();
    cleanup();
    FakeObserver.all.clear();
    vi.unstubAllGlobals();
  });

  it("issue #37 the page hydrates without the part; it hydrates over the server's markup once near the screen", async () => {
    const { container, serverButton } = await hydratePage();
    expect(mounted).toEqual([]);
    // The server's markup stays on the screen while it waits.
    expect(container.querySelector("button")).toBe(serverButton);
    expect(serverButton.textContent).toBe("lanes");

    await act(async () => FakeObserver.bring());
    expect(mounted).toEqual(["lanes"]);
    // Hydrated, not rendered again: the same element, now with its handler.
    expect(container.querySelector("button")).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(tapped).toEqual(["lanes"]);
    expect(errors).toEqual([]);
  });

  it("issue #37 a part the visit asks for at once (withPage: an address that opens its sheet) hydrates with the page", async () => {
    const { container, serverButton } = await hydratePage({ withPage: true });
    expect(mounted).toEqual(["lanes"]);
    expect(container.querySelector("button")).toBe(serverButton);
    expect(errors).toEqual([]);
  });

  it("issue #37 a waiting part the page comes to ask for (withPage turns true) hydrates then", async () => {
    await hydratePage();
    expect(mounted).toEqual([]);
    await act(async () => root!.render(<Page withPage />));
    expect(mounted).toEqual(["lanes"]);
    expect(errors).toEqual([]);
  });

  it("issue #37 partsHydrated opens the waiting parts and settles once each has hydrated over the server's markup", async () => {
    const { container, serverButton } = await hydratePage();
    let settled = false;
    let hydrating: Promise<void> = Promise.resolve();
    await act(async () => {
      hydrating = partsHydrated().then(() => void (settled = true));
      expect(mounted).toEqual([]);
    });
    await hydrating;
    expect(settled).toBe(true);
    expect(mounted).toEqual(["lanes"]);
    expect(container.querySelector("button")).toBe(serverButton);
  });

  it("issue #37 the language (state React does not hold) changes after the waiting parts have hydrated: changed before, the server's words no longer match", async () => {
    const words = { now: "Trending" };
    // As a component that reads i18next's `t` renders again when the language changes.
    function Lane({ version }: { version: number }) {
      return <h2 data-version={version}>{words.now}</h2>;
    }
    function Language({ version }: { version: number }) {
      return (
        <main data-version={version}>
          <HydratedMark />
          <HydrateOnSight>
            <Lane version={version} />
          </HydrateOnSight>
        </main>
      );
    }
    const hydrateThen = async (switchFirst: (change: () => void) => Promise<void> | void) => {
      words.now = "Trending";
      const container = document.createElement("div");
      document.body.append(container);
      container.innerHTML = renderToString(<Language version={0} />);
      const found: unknown[] = [];
      beginHydration();
      let page: Root | null = null;
      await act(async () => {
        page = hydrateRoot(container, <Language version={0} />, { onRecoverableError: (error) => found.push(error) });
      });
      await switchFirst(() => (words.now = "Em alta"));
      await act(async () => page!.render(<Language version={1} />));
      expect(container.querySelector("h2")?.textContent).toBe("Em alta");
      act(() => page!.unmount());
      return found;
    };
    // As the language switch does: the parts hydrate, then the words change.
    expect(
      await hydrateThen(async (change) => {
        let hydrating: Promise<void> = Promise.resolve();
        await act(async () => void (hydrating = partsHydrated()));
        await hydrating;
        change();
      }),
    ).toEqual([]);
    // Opened and changed at once, the part hydrates with the new words over the old markup.
    expect(
      await hydrateThen((change) => {
        hydrateWaitingParts();
        change();
      }),
    ).not.toEqual([]);
  });

  it("issue #37 a touch on the waiting part hydrates it before its click, and the click reaches the part", async () => {
    const { serverButton } = await hydratePage();
    await act(async () => {
      serverButton.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    await act(async () => serverButton.click());
    expect(mounted).toEqual(["lanes"]);
    expect(tapped).toEqual(["lanes"]);
    expect(errors).toEqual([]);
  });

  it("issue #37 a click alone (a screen reader's, a held early tap) hydrates the waiting part and reaches it", async () => {
    const { serverButton } = await hydratePage();
    await act(async () => serverButton.click());
    expect(mounted).toEqual(["lanes"]);
    expect(tapped).toEqual(["lanes"]);
    expect(errors).toEqual([]);
  });

  it("issue #37 keyboard focus reaching the waiting part hydrates it", async () => {
    const { serverButton } = await hydratePage();
    await act(async () => serverButton.focus());
    expect(mounted).toEqual(["lanes"]);
  });

  it("issue #37 a transition that changes what the part reads from above waits for the part; opened first, it goes through", async () => {
    const { container, serverButton } = await hydratePage();
    // The router renders its new state in a transition: with the part waiting, React holds the whole of it back.
    await act(async () => startTransition(() => root!.render(<Page words="next page" where="next" />)));
    expect(container.querySelector("p")!.textContent).toBe("top");
    expect(mounted).toEqual([]);

    // What client/main.tsx does before the router's and the language's listeners: the part hydrates, the change lands.
    await act(async () => {
      hydrateWaitingParts();
      startTransition(() => root!.render(<Page words="next page" where="next" />));
    });
    expect(container.querySelector("p")!.textContent).toBe("next page");
    expect(serverButton.textContent).toBe("lanes next");
    expect(container.querySelector("button")).toBe(serverButton);
    expect(errors).toEqual([]);
  });

  it("issue #37 new props for the waiting part hydrate it and reach it, over the server's markup", async () => {
    const { container, serverButton } = await hydratePage();
    await act(async () => root!.render(<Page label="slots" words="top" />));
    // It hydrates with what the server showed, then takes the new props.
    expect(mounted).toEqual(["lanes", "slots"]);
    expect(container.querySelector("button")).toBe(serverButton);
    expect(serverButton.textContent).toBe("slots");
    expect(errors).toEqual([]);
  });

  it("issue #37 the page above re-rendering with equal props leaves the part waiting", async () => {
    const { container } = await hydratePage();
    await act(async () => root!.render(<Page words="more words" />));
    expect(container.querySelector("p")!.textContent).toBe("more words");
    expect(mounted).toEqual([]);
  });

  it("issue #37 rendered in the browser after hydration (another screen), the part renders at once", async () => {
    await hydratePage();
    render(
      <HydrateOnSight>
        <Part label="later" />
      </HydrateOnSight>,
    );
    await act(async () => {});
    expect(mounted).toEqual(["later"]);
  });
});
