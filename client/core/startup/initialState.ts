import { INITIAL_STATE_ELEMENT_ID, type InitialState } from "#shared/initialState";

export type { EdgeContent, InitialState, MerchantBrand } from "#shared/initialState";

/** The state the worker inlined into the page (shared/initialState.ts). */
export function readInitialState(doc: Document): InitialState {
  const element = doc.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error("initial state missing");
  return JSON.parse(element.textContent) as InitialState;
}
