import { EARLY_TAPS } from "#shared/constants";

/**
 * The page's first script, in its head: until the app is live, a tap on one of the server-painted page's buttons,
 * and any form submission, is held instead of lost, and what the player types is noted (docs/decisions/036).
 *
 * Until React has committed the hydrated page, a button has no handler: a tap does nothing, and a form submits
 * natively, which for the sign-in form would put the password into the address (a GET to the page itself). Held
 * here, in the capture phase before React's own listener, the last one is marked (`data-early-tap`, a pressed look)
 * and the app replays it once live (client/lib/earlyTaps.ts), after giving its state what the player typed
 * into named fields (hydration keeps the text in the field, not in the app's state). Links keep working natively.
 */
export function earlyTapCapture(): string {
  return (
    `(()=>{let p=null;const v=new Map;const r=document.getElementById.bind(document,"root");` +
    `const h=e=>{const t=e.type==="submit"?e.target:e.target instanceof Element&&e.target.closest("button,input[type=submit]");` +
    `if(!t||t.disabled||!r()?.contains(t))return;e.preventDefault();e.stopImmediatePropagation();` +
    `p?.el.removeAttribute("data-early-tap");p={el:t,at:Date.now()};t.setAttribute("data-early-tap","")};` +
    `const k=e=>{const t=e.target;if((t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)&&t.name&&` +
    `!/^(checkbox|radio|file|hidden)$/.test(t.type)&&r()?.contains(t))v.set(t.name,t.value)};` +
    `addEventListener("click",h,true);addEventListener("submit",h,true);addEventListener("input",k,true);` +
    `window.${EARLY_TAPS}=()=>{removeEventListener("click",h,true);removeEventListener("submit",h,true);` +
    `removeEventListener("input",k,true);const q=p;p=null;q?.el.removeAttribute("data-early-tap");return{tap:q,typed:[...v]}}})();`
  );
}
