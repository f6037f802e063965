/** One interruption at a time (issue #35; docs/decisions/054): the turns every self-opening overlay asks for. */
export { overlayQuietAtom, overlaySettledAtom, overlayTurnsRuledAtom, quietTaskDoneAtom } from "./atoms";
export { DEFAULT_OVERLAYS_PER_VISIT, MONEY_PATHS, nextTurn, OVERLAY_PRIORITY, type OverlayName, type Quiet } from "./overlayTurns";
export { useOverlayTurn } from "./useOverlayTurn";
