import { TIMING } from "#shared/constants";

/**
 * SPEC §9's lazy images (a tile loads once it has stayed within 100 px of the screen for 150 ms) from the moment the
 * page's largest image is in, not from the moment the app is live (issue #37): on Lighthouse's phone, hydration ends
 * four seconds after the first paint, and the first screen's game tiles stood as empty boxes until then.
 *
 * A function expression for the start script (./startScript.ts), which calls it when it starts the app's code. It does
 * to the server-painted tiles what `ContentPicture`'s `revealImage` does after hydration, and marks a tile loaded as
 * its `onLoad` would (a load before hydration never reaches React). React renders no `src`, so it never takes one back;
 * its own watch skips a tile that already has one.
 */
export function nearScreenImages(): string {
  return (
    `()=>{if(!("IntersectionObserver"in window))return;const w=new Map;` +
    `const show=i=>{i.parentElement?.querySelectorAll("source[data-srcset]").forEach(s=>{s.srcset=s.dataset.srcset||""});` +
    `i.addEventListener("load",()=>{i.dataset.loaded=""},{once:true});i.src=i.dataset.src||""};` +
    `const o=new IntersectionObserver(es=>{for(const e of es){const i=e.target;` +
    // Gone from near the screen before the delay (a fast scroll): nothing loads.
    `if(!e.isIntersecting){clearTimeout(w.get(i));w.delete(i);continue}` +
    `if(!w.has(i))w.set(i,setTimeout(()=>{w.delete(i);o.unobserve(i);if(!i.getAttribute("src"))show(i)},${TIMING.lazyImageDelay}))}}` +
    `,{rootMargin:"${TIMING.lazyImageThreshold}px"});` +
    `document.querySelectorAll("#root img[data-src]:not([src])").forEach(i=>o.observe(i))}`
  );
}
