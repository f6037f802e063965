import { act } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sessionAtom, useSignedIn } from "../../client/core/session";
import { edgeSignedInAtom } from "../../client/core/startup/atoms";
import { useMarkPageHydrated } from "../../client/core/startup/pageHydrated";
import { beginHydration } from "../../client/lib/useHydrated";

let renders = 0;
function Probe() {
  renders++;
  // As the app's providers do: the page counts as hydrated once its first commit is in.
  useMarkPageHydrated();
  return <p>{useSignedIn() ? "member" : "guest"}</p>;
}

/** The server's HTML for a page whose edge saw (or did not see) the "signed in" hint, hydrated by a tab with (or without) a session. */
async function hydrateWith({ edgeSignedIn, token }: { edgeSignedIn: boolean; token: string | null }) {
  const serverStore = createStore();
  serverStore.set(edgeSignedInAtom, edgeSignedIn);
  const container = document.createElement("div");
  // renderToString in this document: mark the render as the hydrating one, as the server's is.
  beginHydration();
  container.innerHTML = renderToString(
    <Provider store={serverStore}>
      <Probe />
    </Provider>,
  );
  const server = container.textContent;
  const store = createStore();
  store.set(edgeSignedInAtom, edgeSignedIn);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <Provider store={store}>
        <Probe />
      </Provider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // The tab reads its session once the page runs (SessionEffects).
  await act(async () => store.set(sessionAtom, token ? ({ token, userName: "player1" } as never) : null));
  return { server, after: container.textContent, errors };
}

describe("issue #10 a member's entry page is theirs from the first paint", () => {
  it("the edge's hint renders the member's version, which the tab's session keeps: nothing moves", async () => {
    expect(await hydrateWith({ edgeSignedIn: true, token: "t" })).toEqual({ server: "member", after: "member", errors: [] });
  });

  it("a tab without the session (the hint is per browser) turns to the guest's version once it runs", async () => {
    expect(await hydrateWith({ edgeSignedIn: true, token: null })).toEqual({ server: "member", after: "guest", errors: [] });
  });

  it("without the hint, a guest's version, as before", async () => {
    expect(await hydrateWith({ edgeSignedIn: false, token: null })).toEqual({ server: "guest", after: "guest", errors: [] });
  });

  it("issue #37 a reader whose answer does not change when the page turns hydrated is not rendered again", async () => {
    renders = 0;
    expect(await hydrateWith({ edgeSignedIn: false, token: null })).toEqual({ server: "guest", after: "guest", errors: [] });
    // Once on the server, once as it hydrated: nothing after.
    expect(renders).toBe(2);
  });
});
