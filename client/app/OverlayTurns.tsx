import { useStore } from "jotai";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { gamePlayingAtom } from "../core/install/gamePlaying";
import { MONEY_PATHS, overlayQuietAtom, overlaySettledAtom, overlayTurnsRuledAtom, type Quiet, quietTaskDoneAtom } from "../core/overlays";
import { ROUTES } from "#shared/routes";
import { useAtomValue } from "../lib/atomHooks";
import { whenPageSettled } from "../lib/pageSettled";
import { playerDialogOpen, watchDialogs } from "../lib/ui/playerDialogs";

/** A field the player is typing into on the page itself (a dialog's own fields are that dialog's business). */
function fillingForm(doc: Document): boolean {
  const active = doc.activeElement;
  if (!active || !active.matches("input:not([type=radio]):not([type=checkbox]):not([type=button]), textarea, select")) return false;
  return !active.closest('[role="dialog"], [role="alertdialog"]');
}

/**
 * Rules the overlays' turns for the whole app (issue #35; docs/decisions/054): nothing opens by itself before the
 * page has painted its own first screen, on a page where money moves or a game plays, while the player types, or over
 * a dialog the player opened.
 */
export function OverlayTurns() {
  const store = useStore();
  const { pathname } = useLocation();
  const playing = useAtomValue(gamePlayingAtom);

  useEffect(() => {
    store.set(overlayTurnsRuledAtom, true);
    return whenPageSettled(() => store.set(overlaySettledAtom, true));
  }, [store]);

  useEffect(() => {
    // A new page is a new task.
    store.set(quietTaskDoneAtom, false);
    const quiet = (): Quiet => {
      if (fillingForm(document)) return "typing";
      if (playerDialogOpen(document)) return "dialog";
      if (MONEY_PATHS.has(pathname)) return "money";
      return playing !== null || pathname === ROUTES.launchGame ? "game" : null;
    };
    const update = () => store.set(overlayQuietAtom, quiet());
    update();
    // Focus moves before the next field gets it: the check waits a task, so tabbing between fields stays quiet.
    const later = () => setTimeout(update, 0);
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", later);
    const unwatch = watchDialogs(update);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", later);
      unwatch();
    };
  }, [store, pathname, playing]);

  return null;
}
