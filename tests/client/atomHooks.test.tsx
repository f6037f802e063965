import { act, cleanup, render, screen } from "@testing-library/react";
import { Provider, atom, createStore, type PrimitiveAtom } from "jotai";
import { useLayoutEffect, useMemo, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useAtom, useAtomValue } from "../../client/lib/atomHooks";
import { withTransitionRenders } from "../../client/lib/transitionStore";

afterEach(cleanup);

const count = atom(0);

/** A reader that counts how often React calls it. */
function Reader({ renders }: { renders: string[] }) {
  const value = useAtomValue(count);
  renders.push(`render ${value}`);
  return <output>{value}</output>;
}

function inStore(store: ReturnType<typeof createStore>, children: React.ReactNode) {
  return render(<Provider store={store}>{children}</Provider>);
}

describe("issue #10 atom readers: no blocking re-render of every reader once mounted (decision 038)", () => {
  it("§9 a reader whose value did not change is rendered once: subscribing does not render it again", async () => {
    const store = withTransitionRenders(createStore());
    const renders: string[] = [];
    await act(async () => {
      inStore(store, <Reader renders={renders} />);
    });
    // Jotai's own hook renders it a second time here, from its subscription effect, for every reader of the page.
    expect(renders).toEqual(["render 0"]);
  });

  it("§9 a change made between the render and the subscription is caught up", async () => {
    const store = withTransitionRenders(createStore());
    const renders: string[] = [];
    function Writer() {
      // Runs after the reader rendered and before its subscription starts.
      useLayoutEffect(() => store.set(count, 5), []);
      return null;
    }
    await act(async () => {
      inStore(
        store,
        <>
          <Reader renders={renders} />
          <Writer />
        </>,
      );
    });
    expect(screen.getByRole("status").textContent).toBe("5");
    expect(renders).toEqual(["render 0", "render 5"]);
  });

  it("§9 the store's later changes render the reader", async () => {
    const store = withTransitionRenders(createStore());
    const renders: string[] = [];
    await act(async () => {
      inStore(store, <Reader renders={renders} />);
    });
    await act(async () => store.set(count, 1));
    expect(screen.getByRole("status").textContent).toBe("1");
    expect(renders.at(-1)).toBe("render 1");
  });

  it("§9 a reader given another atom (a key changed) shows the new atom's value in that same render, and follows it", async () => {
    const store = withTransitionRenders(createStore());
    const values: Record<string, PrimitiveAtom<string>> = { a: atom("first"), b: atom("second") };
    function Keyed() {
      const [key, setKey] = useState("a");
      const value = useAtomValue(useMemo(() => values[key]!, [key]));
      return (
        <>
          <output>{value}</output>
          <button type="button" onClick={() => setKey("b")}>
            other
          </button>
        </>
      );
    }
    await act(async () => {
      inStore(store, <Keyed />);
    });
    await act(async () => screen.getByRole("button", { name: "other" }).click());
    expect(screen.getByRole("status").textContent).toBe("second");
    await act(async () => store.set(values.b!, "second, changed"));
    expect(screen.getByRole("status").textContent).toBe("second, changed");
    await act(async () => store.set(values.a!, "first, changed"));
    expect(screen.getByRole("status").textContent).toBe("second, changed");
  });

  it("§9 useAtom reads and writes", async () => {
    const store = withTransitionRenders(createStore());
    function Counter() {
      const [value, setValue] = useAtom(count);
      return (
        <button type="button" onClick={() => setValue((current) => current + 1)}>
          {value}
        </button>
      );
    }
    await act(async () => {
      inStore(store, <Counter />);
    });
    await act(async () => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("1");
    expect(store.get(count)).toBe(1);
  });
});
