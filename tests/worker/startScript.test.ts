import { describe, expect, it } from "vitest";
import { EARLY_INSTALL_PROMPT, EARLY_STRINGS, PAGE_HYDRATED_EVENT } from "#shared/constants";
import { earlyTapCapture } from "../../worker/render/earlyTaps";
import { contentFirstStart } from "../../worker/render/startScript";
import { nearScreenImages } from "../../worker/render/earlyImages";
import { BRAND_C, call, DEMO, restoreDemoMerchants } from "./helpers";

/** Runs the start script against a stand-in page and reports what it did. */
/** The stand-in page's first-paint image: loaded or not, marked for Element Timing or not, failed or not. */
interface StandInImage {
  complete: boolean;
  decode?: () => Promise<void>;
  elementTiming?: boolean;
  /** 0 for an image that failed. */
  naturalWidth?: number;
}

function run(
  script: string,
  image: StandInImage | null,
  options: {
    schedulerYield?: boolean;
    failingImport?: string;
    frames?: boolean;
    elementTiming?: boolean;
    /** The stand-in network's answer to a request: a status and a body, or a failure. */
    answer?: (url: string) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;
  } = {},
) {
  const listeners: Record<string, ((event: unknown) => void)[]> = {};
  const imported: string[] = [];
  const preloaded: string[] = [];
  /** What the script asked the network for, and, in the same list, the modules it preloaded: the order they came in. */
  const requested: string[] = [];
  /** Timers the script set, to run as the page's later tasks would. */
  const tasks: (() => void)[] = [];
  /** Timers set with a delay, to run when a test says the delay has passed. */
  const delayed: (() => void)[] = [];
  /** Callbacks waiting for the next frame. */
  const frames: (() => void)[] = [];
  /** What the browser's Element Timing observers are told: the elements painted. */
  const observers: ((entries: { element: unknown }[]) => void)[] = [];
  let timers = 0;
  const element = image
    ? {
        naturalWidth: 750,
        ...image,
        hasAttribute: (name: string) => name === "elementtiming" && image.elementTiming === true,
        addEventListener: (type: string, listener: () => void) => (listeners[`img:${type}`] ??= []).push(listener),
      }
    : null;
  class StandInObserver {
    static supportedEntryTypes = ["element", "largest-contentful-paint"];
    constructor(private readonly report: (list: { getEntries: () => { element: unknown }[] }, observer: StandInObserver) => void) {}
    observe() {
      observers.push((entries) => this.report({ getEntries: () => entries }, this));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  const page = {
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener),
    document: {
      querySelector: () => element,
      createElement: () => ({}),
      head: {
        append: (link: { rel: string; href: string }) => {
          preloaded.push(`${link.rel} ${link.href}`);
          requested.push(link.href);
        },
      },
    },
    setTimeout: (task: () => void, delay = 0) => {
      timers++;
      return delay === 0 ? tasks.push(task) : delayed.push(task);
    },
    ...(options.schedulerYield ? { scheduler: { yield: () => new Promise<void>((resolve) => tasks.push(resolve)) } } : {}),
    ...(options.frames ? { requestAnimationFrame: (callback: () => void) => frames.push(callback) } : {}),
    ...(options.elementTiming ? { PerformanceObserver: StandInObserver } : {}),
  } as Record<string, unknown>;
  page.window = page;
  const body = script.replace("import(a.entry)", "imported.push(a.entry)").replace("import(h)", "importStage(h)");
  const importStage = (url: string) => {
    imported.push(url);
    return url === options.failingImport ? Promise.reject(new Error(`${url} is gone`)) : Promise.resolve();
  };
  const fetch = (url: string, init: unknown) => {
    requested.push(`fetch ${url} ${JSON.stringify(init)}`);
    return (options.answer ?? (() => Promise.reject(new TypeError("no network"))))(url);
  };
  new Function("addEventListener", "document", "window", "setTimeout", "PerformanceObserver", "fetch", "imported", "importStage", body)(
    page.addEventListener,
    page.document,
    page,
    page.setTimeout,
    page.PerformanceObserver,
    fetch,
    imported,
    importStage,
  );
  /** Runs the next queued task, then the promise callbacks it released. */
  const nextTask = async () => {
    tasks.shift()?.();
    await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  };
  /** Paints a frame: runs what waited for it, then the promise callbacks it released. */
  const nextFrame = async () => {
    for (const callback of frames.splice(0)) callback();
    await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  };
  /** The delayed timers' time has come. */
  const delayPassed = () => delayed.splice(0).forEach((task) => task());
  const fire = async (type: string) => {
    for (const listener of listeners[type] ?? []) listener({});
    await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  };
  /** The browser reports these elements painted. */
  const painted = (...elements: unknown[]) => [...observers].forEach((observer) => observer(elements.map((painted) => ({ element: painted }))));
  return {
    listeners,
    imported,
    page,
    preloaded,
    requested,
    nextTask,
    nextFrame,
    delayPassed,
    fire,
    painted,
    image: element,
    pending: () => tasks.length,
    timers: () => timers,
  };
}

describe("docs/decisions/015, 021 the start script", () => {
  it("§4 Install flow: an install prompt offered before the app's code runs is kept for it, and the browser's own bar is held back", async () => {
    const { listeners, imported, page } = run(contentFirstStart("/assets/main.js", []), { complete: false });
    expect(imported).toEqual([]);
    let prevented = false;
    const event = { preventDefault: () => (prevented = true) };
    for (const listener of listeners.beforeinstallprompt ?? []) listener(event);
    expect(prevented).toBe(true);
    expect(page[EARLY_INSTALL_PROMPT]).toBe(event);
    for (const listener of listeners["img:load"] ?? []) listener({});
    await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    expect(imported).toEqual(["/assets/main.js"]);
  });

  it("issue #37 the app's code starts once the banner is on screen: loaded, decoded, painted in a frame, shown by the next, then a task of its own", async () => {
    let decoded = () => {};
    const decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const { imported, fire, nextFrame, nextTask } = run(contentFirstStart("/assets/main.js", []), { complete: false, decode }, { frames: true });
    await fire("img:load");
    expect(imported).toEqual([]);
    decoded();
    await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    expect(imported).toEqual([]);
    // The frame that paints the banner comes first, then the start of the next, by which it has been shown; the code
    // starts in the task after that.
    await nextFrame();
    expect(imported).toEqual([]);
    await nextFrame();
    expect(imported).toEqual([]);
    await nextTask();
    expect(imported).toEqual(["/assets/main.js"]);
  });

  it("issue #37 a banner already loaded when the script runs is still painted before the code starts", async () => {
    const { imported, nextFrame, nextTask } = run(
      contentFirstStart("/assets/main.js", []),
      { complete: true, decode: () => Promise.resolve() },
      { frames: true },
    );
    await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    expect(imported).toEqual([]);
    await nextFrame();
    await nextFrame();
    await nextTask();
    expect(imported).toEqual(["/assets/main.js"]);
  });

  it("issue #37 where the browser reports the banner on the screen (Element Timing), the code starts at that report, frames or not", async () => {
    const { imported, painted, image, fire } = run(
      contentFirstStart("/assets/main.js", []),
      { complete: false, elementTiming: true, decode: () => Promise.resolve() },
      { elementTiming: true },
    );
    await fire("img:load");
    // Loaded and decoded is not yet on the screen; another element painted is not the banner.
    expect(imported).toEqual([]);
    painted({ tagName: "H1" });
    expect(imported).toEqual([]);
    painted(image);
    expect(imported).toEqual(["/assets/main.js"]);
  });

  it("issue #37 a banner that failed before the script ran starts the code at once", () => {
    const { imported } = run(contentFirstStart("/assets/main.js", []), { complete: true, naturalWidth: 0, elementTiming: true }, { elementTiming: true });
    expect(imported).toEqual(["/assets/main.js"]);
  });

  it("issue #37 a banner that fails starts the code at once, and one never painted (a tab in the background) at the wait's limit", async () => {
    const failed = run(contentFirstStart("/assets/main.js", []), { complete: false, decode: () => Promise.resolve() }, { frames: true });
    await failed.fire("img:error");
    expect(failed.imported).toEqual(["/assets/main.js"]);

    const hidden = run(contentFirstStart("/assets/main.js", []), { complete: false, decode: () => Promise.resolve() }, { frames: true });
    await hidden.fire("img:load");
    expect(hidden.imported).toEqual([]);
    hidden.delayPassed();
    expect(hidden.imported).toEqual(["/assets/main.js"]);
    // The frame that comes later starts nothing twice.
    await hidden.nextFrame();
    await hidden.nextFrame();
    await hidden.nextTask();
    expect(hidden.imported).toEqual(["/assets/main.js"]);
  });

  it("§4 a page without a first-paint image starts the app at once", () => {
    expect(run(contentFirstStart("/assets/main.js", []), null).imported).toEqual(["/assets/main.js"]);
  });

  it("issue #10 the app's modules are preloaded one link per task, then the entry is imported", async () => {
    const { imported, preloaded, nextTask, pending } = run(contentFirstStart("/assets/main.js", ["/assets/a.js", "/assets/b.js", "/assets/c.js"]), null);
    // Placing a link costs the main thread a millisecond or more on a phone: each gets a task of its own.
    expect(preloaded).toEqual(["modulepreload /assets/main.js"]);
    expect(imported).toEqual([]);
    await nextTask();
    expect(preloaded).toEqual(["modulepreload /assets/main.js", "modulepreload /assets/a.js"]);
    await nextTask();
    await nextTask();
    expect(preloaded).toHaveLength(4);
    expect(imported).toEqual([]);
    await nextTask();
    expect(imported).toEqual(["/assets/main.js"]);
    expect(pending()).toBe(0);
  });

  it("issue #37 the entry is preloaded with the others, right after the chunks evaluated before it", async () => {
    const { preloaded, nextTask } = run(
      contentFirstStart("/assets/main.js", ["/assets/dom.js", "/assets/route.js", "/assets/framework.js"], {
        stages: ["/assets/dom.js", "/assets/framework.js"],
      }),
      null,
    );
    for (let task = 0; task < 3; task++) await nextTask();
    expect(preloaded).toEqual(["/assets/dom.js", "/assets/framework.js", "/assets/main.js", "/assets/route.js"].map((url) => `modulepreload ${url}`));
  });

  it("issue #10 the entry's own imports are evaluated one per task after the links, then the entry", async () => {
    const { imported, preloaded, nextTask, pending } = run(
      contentFirstStart("/assets/main.js", ["/assets/dom.js", "/assets/route.js"], { stages: ["/assets/dom.js", "/assets/framework.js"] }),
      null,
    );
    await nextTask();
    await nextTask();
    expect(preloaded).toHaveLength(3);
    await nextTask();
    // A module graph is evaluated in one task: the framework's chunks first, each in a task of its own.
    expect(imported).toEqual(["/assets/dom.js"]);
    await nextTask();
    expect(imported).toEqual(["/assets/dom.js", "/assets/framework.js"]);
    await nextTask();
    expect(imported).toEqual(["/assets/dom.js", "/assets/framework.js", "/assets/main.js"]);
    expect(pending()).toBe(0);
  });

  it("issue #10 a framework chunk that fails to load leaves it to the entry's import, which meets it again", async () => {
    const { imported, nextTask } = run(contentFirstStart("/assets/main.js", [], { stages: ["/assets/dom.js", "/assets/framework.js"] }), null, {
      failingImport: "/assets/dom.js",
    });
    await nextTask();
    expect(imported).toEqual(["/assets/dom.js", "/assets/main.js"]);
  });

  it("issue #37 the start parts' files are preloaded once the app says the page has hydrated, one link per task", async () => {
    const { imported, preloaded, nextTask, pending, fire } = run(
      contentFirstStart("/assets/main.js", ["/assets/a.js"], { onceHydrated: ["/assets/startParts.js", "/assets/track.js"] }),
      null,
    );
    await nextTask();
    await nextTask();
    expect(imported).toEqual(["/assets/main.js"]);
    expect(preloaded).toEqual(["modulepreload /assets/main.js", "modulepreload /assets/a.js"]);
    // While the page hydrates, nothing more: their compiling would share the phone's cores with hydration.
    await nextTask();
    expect(pending()).toBe(0);
    expect(preloaded).toHaveLength(2);
    await fire(PAGE_HYDRATED_EVENT);
    await nextTask();
    expect(preloaded.slice(2)).toEqual(["modulepreload /assets/startParts.js"]);
    await nextTask();
    expect(preloaded.slice(2)).toEqual(["modulepreload /assets/startParts.js", "modulepreload /assets/track.js"]);
    expect(pending()).toBe(0);
  });

  it("issue #37 a page with no start parts listens for nothing", () => {
    expect(contentFirstStart("/assets/main.js", ["/assets/a.js"])).not.toContain(PAGE_HYDRATED_EVENT);
  });

  it("§9 docs/decisions/075 the page's strings are asked for when the code starts, before its modules, and kept for the app", async () => {
    const strings = { "app.nav.home": "Home" };
    const { requested, page, fire, nextTask } = run(
      contentFirstStart("/assets/main.js", ["/assets/a.js"], { strings: "/m/i18n/EN.json?v=abc" }),
      { complete: false },
      { answer: async () => ({ ok: true, json: async () => strings }) },
    );
    // Content first: nothing is asked for beside the banner.
    expect(requested).toEqual([]);
    expect(page[EARLY_STRINGS]).toBeUndefined();
    await fire("img:load");
    await nextTask();
    expect(requested).toEqual(['fetch /m/i18n/EN.json?v=abc {"credentials":"same-origin"}', "/assets/main.js", "/assets/a.js"]);
    expect(await page[EARLY_STRINGS]).toEqual(strings);
  });

  it("§9 docs/decisions/075 strings the network failed, or the worker refused, are kept as null: the app asks again", async () => {
    const offline = run(contentFirstStart("/assets/main.js", [], { strings: "/m/i18n/EN.json?v=abc" }), null);
    expect(await offline.page[EARLY_STRINGS]).toBeNull();
    const refused = run(contentFirstStart("/assets/main.js", [], { strings: "/m/i18n/EN.json?v=abc" }), null, {
      answer: async () => ({ ok: false, json: async () => ({ errorCode: "language_unknown" }) }),
    });
    expect(await refused.page[EARLY_STRINGS]).toBeNull();
    // A page that names no strings (the dev server's) asks for none.
    const none = run(contentFirstStart("/assets/main.js", []), null);
    expect(none.requested.filter((url) => url.startsWith("fetch"))).toEqual([]);
    expect(none.page[EARLY_STRINGS]).toBeUndefined();
  });

  it("issue #10 where the browser has scheduler.yield, the preloads yield through it, not through timers", async () => {
    const { imported, preloaded, nextTask, timers } = run(contentFirstStart("/assets/main.js", ["/assets/a.js", "/assets/b.js"]), null, {
      schedulerYield: true,
    });
    expect(preloaded).toHaveLength(1);
    await nextTask();
    expect(preloaded).toHaveLength(2);
    await nextTask();
    expect(preloaded).toHaveLength(3);
    await nextTask();
    expect(imported).toEqual(["/assets/main.js"]);
    expect(timers()).toBe(0);
  });
});

describe("docs/decisions/036 the early-tap capture", () => {
  it("issue #10 every app page holds it in its head, under the nonce, before the server-painted page", async () => {
    await restoreDemoMerchants();
    for (const url of [`${DEMO}/m/login`, `${DEMO}/m/index`, `${BRAND_C}/m/register`]) {
      const response = await call(url);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
      const html = await response.text();
      const capture = html.indexOf(`<script nonce="${nonce}">${earlyTapCapture()}</script>`);
      expect(capture).toBeGreaterThan(html.indexOf("<head>"));
      expect(capture).toBeLessThan(html.indexOf('<div id="root">'));
    }
  });
});

describe("issue #37 SPEC §9 lazy images before the app is live (worker/render/earlyImages.ts)", () => {
  /** The tiles of a server-painted page, and what the script's observer and timers did with them. */
  function page() {
    const timers = new Map<number, () => void>();
    let nextTimer = 1;
    let observe: ((entries: { target: unknown; isIntersecting: boolean }[]) => void) | null = null;
    let margin = "";
    const tile = (name: string) => {
      const listeners: Record<string, () => void> = {};
      const source = { dataset: { srcset: `${name}.webp` }, srcset: "" };
      const img = {
        dataset: { src: `${name}.png` } as Record<string, string>,
        src: "",
        getAttribute: (attribute: string) => (attribute === "src" && img.src ? img.src : null),
        addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
        parentElement: { querySelectorAll: () => [source] },
        loaded: () => listeners.load?.(),
        source,
      };
      return img;
    };
    const tiles = [tile("a"), tile("b")];
    const window = {
      IntersectionObserver: class {
        constructor(callback: typeof observe, options: { rootMargin: string }) {
          observe = callback;
          margin = options.rootMargin;
        }
        observe() {}
        unobserve() {}
      },
    };
    const run = new Function("window", "document", "IntersectionObserver", "setTimeout", "clearTimeout", `(${nearScreenImages()})()`);
    run(
      window,
      { querySelectorAll: () => tiles },
      window.IntersectionObserver,
      (task: () => void) => (timers.set(nextTimer, task), nextTimer++),
      (id: number) => timers.delete(id),
    );
    return { tiles, margin, near: (target: unknown, isIntersecting: boolean) => observe!([{ target, isIntersecting }]), timers };
  }

  it("§9 a tile near the screen (100 px) for 150 ms gets its picture, and is marked loaded once it has it", () => {
    const { tiles, margin, near, timers } = page();
    expect(margin).toBe("100px");
    near(tiles[0], true);
    expect(tiles[0]!.src).toBe("");
    for (const task of timers.values()) task();
    expect(tiles[0]!.src).toBe("a.png");
    expect(tiles[0]!.source.srcset).toBe("a.webp");
    tiles[0]!.loaded();
    expect(tiles[0]!.dataset.loaded).toBe("");
  });

  it("§9 a tile scrolled past before the delay loads nothing", () => {
    const { tiles, near, timers } = page();
    near(tiles[1], true);
    near(tiles[1], false);
    expect(timers.size).toBe(0);
    expect(tiles[1]!.src).toBe("");
  });
});
