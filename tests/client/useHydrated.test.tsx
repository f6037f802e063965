import { act } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { beginHydration, useHydrated } from "../../client/lib/useHydrated";

const seen: boolean[] = [];
function Probe({ label }: { label: string }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span data-probe={label}>{hydrated ? "browser" : "server"}</span>;
}

function Page() {
  const [later, setLater] = useState(false);
  return (
    <div>
      <Probe label="first" />
      <button type="button" onClick={() => setLater(true)}>
        more
      </button>
      {later && <Probe label="later" />}
    </div>
  );
}

describe("issue #10 hydration: what only the browser knows appears after hydration, without a blocking re-render", () => {
  it("§9 the hydrating render matches the server (false), then the page switches to true; later mounts start true", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    // The server has no document: what it renders says "server".
    container.innerHTML = renderToString(<Page />).replace("browser", "server");
    const errors: unknown[] = [];
    seen.length = 0;
    beginHydration();
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.querySelector('[data-probe="first"]')!.textContent).toBe("browser");

    seen.length = 0;
    await act(async () => container.querySelector("button")!.click());
    expect(container.querySelector('[data-probe="later"]')!.textContent).toBe("browser");
    // The late probe never rendered "server" first: no flash after navigation.
    expect(seen.filter((value) => !value)).toEqual([]);
  });
});
