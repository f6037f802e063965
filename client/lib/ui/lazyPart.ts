import { lazy } from "react";
import { yieldToMain } from "../whenIdle";

/**
 * React.lazy for a part of the page, with the part's loading begun in a task of its own. React calls a lazy part's
 * loader inside the render slice that first meets it, and Vite's preload helper appends there a
 * `<link rel=modulepreload>` for each chunk the part needs: 1 to 10 ms of main thread per part, measured in Chromium on
 * the bench's host, added to slices React keeps near 5 ms. Ten parts mounted in one render made long tasks of them
 * (issue #10, docs/decisions/037).
 */
export const lazyPart: typeof lazy = (load) => lazy(() => yieldToMain().then(load));
