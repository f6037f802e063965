import { act } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_HYDRATED_EVENT } from "#shared/constants";
import { useMarkPageHydrated } from "../../client/core/startup/pageHydrated";
import { beginHydration } from "../../client/lib/useHydrated";

const heard: string[] = [];
const hear = () => heard.push("hydrated");
afterEach(() => {
  window.removeEventListener(PAGE_HYDRATED_EVENT, hear);
  heard.length = 0;
});

function Page() {
  useMarkPageHydrated();
  heard.push("render");
  return <p>page</p>;
}

describe("docs/decisions/072 the app tells the start script when the page has hydrated", () => {
  it("issue #37 the event comes once, after hydration's commit, not while React renders", async () => {
    const container = document.createElement("div");
    beginHydration();
    container.innerHTML = renderToString(
      <Provider store={createStore()}>
        <Page />
      </Provider>,
    );
    heard.length = 0;
    window.addEventListener(PAGE_HYDRATED_EVENT, hear);
    const store = createStore();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <Provider store={store}>
          <Page />
        </Provider>,
      );
    });
    expect(heard.filter((what) => what === "hydrated")).toHaveLength(1);
    expect(heard.at(-1)).toBe("hydrated");
    expect(heard.indexOf("hydrated")).toBeGreaterThan(heard.indexOf("render"));
    // A later render is not a new page.
    await act(async () =>
      root!.render(
        <Provider store={store}>
          <Page />
        </Provider>,
      ),
    );
    expect(heard.filter((what) => what === "hydrated")).toHaveLength(1);
    root!.unmount();
  });
});
