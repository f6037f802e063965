import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { downloadApp, openPromptAtom, requestInstall } from "../../core/install";
import { gamePlayingAtom } from "../../core/install/gamePlaying";
import { registerDialogOpenAtom } from "../../core/dialogs";
import { memberInfoAtom, memberTypeAtom, tokenAtom } from "../../core/session";
import { transactionCountsAtom } from "../../core/wallet";
import { edgeSignedInAtom } from "../../core/startup/atoms";
import { REGISTER_PATHS, VALID_MEMBER_TYPES } from "./triggers";
import {
  beginVisit,
  closePrompt,
  currentEnvironment,
  dueAtom,
  evaluate,
  gameStarted,
  loadRules,
  promptActed,
  promptAtom,
  promptIdentity,
  rulesAtom,
  signedIn,
} from "./addToHomeFlow";
import { AddToHomePrompt } from "./AddToHomePrompt";
import { usePlayerDialogOpen } from "../../lib/ui/playerDialogs";
import { useOverlayTurn } from "../../core/overlays";

/**
 * SPEC §4 add-to-home prompt. The app mounts this after hydration for every visitor: it watches for a sign-in
 * (login required), asks for the download configuration once the player is a valid one, and shows the prompt
 * when a trigger is due (docs/decisions/022).
 */
export default function AddToHome() {
  const store = useStore();
  const { pathname } = useLocation();
  const token = useAtomValue(tokenAtom);
  const memberType = useAtomValue(memberTypeAtom);
  const registerOpen = useAtomValue(registerDialogOpenAtom);
  const rulesState = useAtomValue(rulesAtom);
  const prompt = useAtomValue(promptAtom);
  const playing = useAtomValue(gamePlayingAtom);
  // Read so that a change asks again whether a prompt is due.
  const member = useAtomValue(memberInfoAtom);
  const counts = useAtomValue(transactionCountsAtom);
  const due = useAtomValue(dueAtom);
  const openPrompt = useAtomValue(openPromptAtom);
  const otherDialogOpen = usePlayerDialogOpen();
  // Mounted after hydration only, so the browser is there to ask.
  const [environment] = useState(() => currentEnvironment(store));
  const valid = VALID_MEMBER_TYPES.has(memberType);
  const inGameMs = rulesState.rules?.inGameMs ?? null;

  // What the previous render saw: a token that appears while the register page or dialog was open is a registration.
  // A token already there when this mounts is a sign-in too if the page was served to a signed-out browser: this
  // code arrives after hydration, and a quick (automatic) login can be faster.
  const edgeSignedIn = useAtomValue(edgeSignedInAtom);
  const before = useRef({ token: edgeSignedIn ? token : null, pathname, registerOpen });
  useEffect(() => {
    const previous = before.current;
    if (!token || previous.token) return;
    return signedIn(store, previous.registerOpen || REGISTER_PATHS.has(previous.pathname));
  }, [store, token]);
  useEffect(() => {
    before.current = { token, pathname, registerOpen };
  });

  // A failed load is asked again on the next page.
  useEffect(() => {
    if (valid && !environment.installed) void loadRules(store, environment.page.hostname);
  }, [store, valid, environment, pathname]);

  useEffect(() => beginVisit(store, pathname), [store, pathname]);

  useEffect(() => {
    if (playing === null || inGameMs === null) return;
    return gameStarted(store, playing, inGameMs);
  }, [store, playing, inGameMs]);

  useEffect(() => evaluate(store, environment), [store, environment, pathname, memberType, rulesState, member, counts, playing, due, openPrompt, prompt]);

  const close = useCallback(() => closePrompt(store), [store]);
  const addToHome = useCallback(() => {
    promptActed(store);
    void requestInstall(store);
  }, [store]);
  const download = useCallback(() => {
    promptActed(store);
    downloadApp(store);
  }, [store]);

  // Its turn among the overlays (docs/decisions/054): a forced one outside the budget, and after the task on a money
  // page; the in-game trigger is the one thing that opens during a game.
  const turn = useOverlayTurn("addToHome", Boolean(prompt && rulesState.rules), {
    forced: prompt ? !prompt.closable : false,
    inGame: prompt?.triggers.includes("in_game_popup_interval") === true,
  });
  // Another feature's dialog in front (a notice, the login dialog): this one waits behind it.
  if (!prompt || !rulesState.rules || !turn || otherDialogOpen) return null;
  return (
    <AddToHomePrompt
      look={rulesState.rules.look}
      identity={promptIdentity(store)}
      closable={prompt.closable}
      onClose={close}
      onAddToHome={environment.canAdd ? addToHome : null}
      onDownload={environment.canDownload ? download : null}
    />
  );
}
