import { EARLY_INSTALL_PROMPT, EARLY_STRINGS, PAGE_HYDRATED_EVENT } from "#shared/constants";

/** The longest the app's code waits for the page's largest image before it starts anyway. */
export const CONTENT_FIRST_WAIT_MS = 1_000;

/**
 * The entry is preloaded with the rest, right after the chunks evaluated before it: imported only once those have
 * run, it was fetched last, alone, a round trip and its whole transfer after the others (issue #37: about 1 s on slow
 * 4G).
 */
function withEntry(entry: string, preloads: string[], stages: string[]): string[] {
  const rest = preloads.filter((url) => url !== entry);
  // Alone, it is simply imported.
  if (rest.length === 0) return [];
  const early = rest.filter((url) => stages.includes(url));
  return [...early, entry, ...rest.filter((url) => !stages.includes(url))];
}

export interface StartOptions {
  /** The entry's own imports, evaluated one per task before it (docs/decisions/042). */
  stages?: string[];
  /** What else waits for the largest image: function expressions, called first (./earlyImages.ts). */
  atStart?: string[];
  /**
   * Files the page needs once it is live, not for its first screen (the start parts, worker/assets/assetManifest.ts):
   * preloaded once the app says the page has hydrated (PAGE_HYDRATED_EVENT), all in one round trip. Fetched while it
   * hydrated, their compiling shared the phone's cores with hydration (docs/decisions/072).
   */
  onceHydrated?: string[];
  /**
   * The address of the page's strings, which it does not inline (docs/decisions/075): requested first when the code
   * starts, beside the modules, and kept in `window[EARLY_STRINGS]` for the app.
   */
  strings?: string;
}

/**
 * Content first (docs/decisions/015, 069): the app's code is not fetched beside the first paint's largest image,
 * where on a slow network it would share the bandwidth and push the image (the LCP) back. Once the image has
 * been painted (or has failed, or after CONTENT_FIRST_WAIT_MS), the modules are preloaded and the entry imported. A
 * page without such an image starts at once. The URLs are JSON, so nothing in them can leave the script.
 */
export function contentFirstStart(entry: string, preloads: string[], { stages = [], atStart = [], onceHydrated = [], strings }: StartOptions = {}): string {
  const urls = JSON.stringify({ entry, preloads: withEntry(entry, preloads, stages), stages, after: onceHydrated, strings }).replace(/</g, "\\u003c");
  return (
    // Chromium may offer its install prompt before the held-back code runs: the page keeps it (docs/decisions/021).
    `addEventListener("beforeinstallprompt",e=>{e.preventDefault();window.${EARLY_INSTALL_PROMPT}=e});` +
    `const a=${urls};let s=false;` +
    // One preload link per task: inserting a link is a millisecond or more of main thread on a phone, and eight of
    // them in one task made a long task of the app's start (issue #10, docs/decisions/037). scheduler.yield keeps the
    // rest ahead of other queued tasks where the browser has it.
    `const y=()=>window.scheduler?.yield?window.scheduler.yield():new Promise(r=>setTimeout(r));` +
    `const p=h=>{const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)};` +
    // The page's strings are asked for first; a failed request leaves null, and the app asks again.
    `const go=async()=>{if(s)return;s=true;${strings ? `window.${EARLY_STRINGS}=fetch(a.strings,{credentials:"same-origin"}).then(r=>r.ok?r.json():null).catch(()=>null);` : ""}` +
    `${atStart.map((task) => `(${task})();`).join("")}for(const h of a.preloads){p(h);await y()}` +
    // The entry's own imports (the framework) are evaluated one per task before it: a module graph is evaluated in
    // one task, and the whole of it at once was the start's longest (docs/decisions/042). A failure here is left to
    // the entry's import, which meets it again.
    `try{for(const h of a.stages){await import(h);await y()}}catch{}import(a.entry)};` +
    (onceHydrated.length ? `addEventListener(${JSON.stringify(PAGE_HYDRATED_EVENT)},async()=>{for(const h of a.after){await y();p(h)}},{once:true});` : "") +
    `const i=document.querySelector("img[fetchpriority=high]");` +
    // Loaded is not yet painted: the image is decoded off the thread, then painted in a frame, and that frame reaches
    // the screen later still. Started at `load`, the code's first tasks and requests came between, and the banner
    // was painted after them (its render delay). So the code starts once the image is on the screen
    // (docs/decisions/069): where the browser reports it (Element Timing: the server marks the image with
    // `elementtiming`), at that report; elsewhere after its decode, the frame that paints it and the start of the
    // next, by which the first has been shown. A tab in the background has no frames: the wait's limit still starts it.
    `const shown=()=>(i.decode?i.decode():Promise.resolve()).catch(()=>{}).then(()=>{const f=window.requestAnimationFrame;f?f(()=>f(()=>setTimeout(go))):go()});` +
    `const reported=()=>{if(!i.hasAttribute("elementtiming")||!window.PerformanceObserver?.supportedEntryTypes?.includes("element"))return false;` +
    `const o=new PerformanceObserver(l=>{if(l.getEntries().some(e=>e.element===i)){o.disconnect();go()}});o.observe({type:"element",buffered:true});return true};` +
    // An image that failed before the script ran sends no event and is never painted.
    `if(!i||(i.complete&&!i.naturalWidth))go();else{i.addEventListener("error",go);setTimeout(go,${CONTENT_FIRST_WAIT_MS});` +
    `if(!reported()){if(i.complete)shown();else i.addEventListener("load",shown)}}`
  );
}
