import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { EDGE_PATHS, ROUTES } from "#shared/routes";
import { withKeptQuery } from "#shared/navigation";
import { SESSION_STORAGE } from "#shared/storageKeys";
import { downloadApp, downloadLinkFor } from "../../core/install";
import { useGamePlaying } from "../../core/install/gamePlaying";
import { playerFields, track } from "../../core/tracking";
import { vipLabelAtom } from "../../core/session";
import { useAppNavigate } from "../../lib/navigation";
import { currentPlatform, isNativeApp } from "../../lib/platform";
import { sessionStore } from "../../lib/storage";
import { languageAtom, merchantAtom, merchantNameAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { LoadError } from "../../core/screen/ScreenState";
import { Spinner } from "../../lib/ui/Spinner";
import { useDocumentTitle } from "../../core/screen/useDocumentTitle";
import { useHydrated } from "../../lib/useHydrated";
import { GameFrame } from "./GameFrame";
import { launchGame, type LaunchOutcome } from "./launchCall";
import { type LaunchProblem, type LaunchRequest, needsAppDownload, parseLaunch, returnTarget } from "./launchRules";
import { rememberRecentGame } from "./recentGames";
import { useGameLeft } from "./useGameLeft";
import styles from "./LaunchGamePage.module.css";

/** SPEC §2 /m/launchGame: checks the address, asks for the game and frames it (docs/decisions/017). */
export function LaunchGamePage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const merchant = useAtomValue(merchantAtom);
  const settings = useAtomValue(siteSettingsAtom);
  useDocumentTitle(t("screens.launchGame.title"));
  // The address is checked against the page's own origin, which only the browser knows: the server paints "opening".
  const hydrated = useHydrated();
  const parsed = useMemo(
    () =>
      hydrated ? parseLaunch(new URLSearchParams(search), { origin: window.location.origin, allowedOrigins: merchant?.allowedRedirectOrigins ?? [] }) : null,
    [hydrated, search, merchant],
  );
  if (!parsed) return <Opening name="" onBack={null} />;
  if (!parsed.ok) return <BadLink problem={parsed.problem} />;

  const platform = currentPlatform();
  const install = { nativeApp: isNativeApp(platform), homeScreen: Boolean(platform.standalone || platform.iosStandalone) };
  if (needsAppDownload(settings?.whitelabel, install)) {
    return <AppOnly appLink={downloadLinkFor(settings?.resources, platform)?.url ?? null} />;
  }
  return <Launcher key={search} request={parsed.request} name={new URLSearchParams(search).get("name")?.slice(0, 80) ?? ""} />;
}

function Opening({ name, onBack }: { name: string; onBack: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.state} aria-busy="true" aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.heading}>
        {t("screens.launchGame.title")}
      </h1>
      <Spinner size={40} />
      <p role="status">{t("games.launch.opening", { name: name || t("games.frame.defaultTitle") })}</p>
      {onBack && (
        <Button type="button" variant="secondary" onClick={onBack}>
          {t("games.frame.back")}
        </Button>
      )}
    </section>
  );
}

function BadLink({ problem }: { problem: LaunchProblem }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <section className={styles.state} role="alert">
      <h1 id="screen-title" className={styles.heading}>
        {t("games.launch.badLinkTitle")}
      </h1>
      <p>{t(`games.launch.problem.${problem}`)}</p>
      <Link className={styles.link} to={withKeptQuery(ROUTES.home, search)}>
        {t("actions.goHome")}
      </Link>
    </section>
  );
}

/** SPEC §5: an app-only merchant's games open in its app; here the player is asked to get it. */
function AppOnly({ appLink }: { appLink: string | null }) {
  const { t } = useTranslation();
  const store = useStore();
  const { search } = useLocation();
  return (
    <section className={styles.state}>
      <h1 id="screen-title" className={styles.heading}>
        {t("games.launch.appOnlyTitle")}
      </h1>
      <p>{t("games.launch.appOnly")}</p>
      {appLink && (
        <a
          className={styles.primaryLink}
          href={appLink}
          rel="noopener"
          onClick={(event) => {
            // The shared download (SPEC §3): the profile tip on iOS, an old app's redirect page, the tracking event.
            event.preventDefault();
            downloadApp(store);
          }}
        >
          {t("games.launch.downloadApp")}
        </a>
      )}
      <Link className={styles.link} to={withKeptQuery(ROUTES.home, search)}>
        {t("actions.goHome")}
      </Link>
    </section>
  );
}

type LaunchState = { kind: "launching" } | LaunchOutcome;

function Launcher({ request, name }: { request: LaunchRequest; name: string }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate(useNavigate());
  const merchant = useAtomValue(merchantAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const language = useAtomValue(languageAtom);
  const brandName = useAtomValue(merchantNameAtom);
  const labelName = useAtomValue(vipLabelAtom);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; outcome: LaunchOutcome } | null>(null);
  const gameLeft = useGameLeft();
  const store = useStore();
  const target = useMemo(() => returnTarget(request), [request]);
  const title = name || t("games.frame.defaultTitle");

  // One launch per attempt: the merchant, language and label are read when the player asks, not followed.
  const launch = useEffectEvent(() =>
    launchGame(request, {
      whitelabel: settings?.whitelabel,
      merchantCurrency: merchant?.currency,
      merchantName: brandName,
      language,
      labelName,
      exitUrl: new URL(EDGE_PATHS.gameExit, window.location.origin).href,
      allowedGameOrigins: merchant?.allowedGameOrigins ?? [],
    }),
  );
  useEffect(() => {
    let current = true;
    void launch().then((outcome) => {
      if (!current) return;
      setResult({ attempt, outcome });
      if (outcome.kind !== "ready") return;
      rememberRecentGame({ code: request.code, nodeId: request.nodeId, kind: request.kind, name });
      // SPEC §3 Tracking events: a trial is startTrial, any other launch gameLaunch (docs/decisions/026).
      track(request.kind === "trial" ? "startTrial" : "gameLaunch", { ...playerFields(store), gameCode: request.code, kind: request.kind });
    });
    return () => {
      current = false;
    };
  }, [attempt, request, name, store]);

  // A game that takes over the whole tab and lands on the exit page is sent back here (docs/decisions/017).
  useEffect(() => {
    if (target.kind === "route") sessionStore.set(SESSION_STORAGE.gameReturn, target.to);
  }, [target]);

  // A new attempt shows "opening" until its own answer arrives.
  const state: LaunchState = result?.attempt === attempt ? result.outcome : { kind: "launching" };
  // SPEC §4: the add-to-home prompt counts from the frame's arrival and stops when it goes.
  useGamePlaying(state.kind === "ready" ? request.code : null);

  const leave = useCallback(() => {
    gameLeft();
    if (target.kind === "outside") window.location.assign(target.url);
    else navigate(target.to, { replace: true });
  }, [gameLeft, navigate, target]);

  if (state.kind === "ready") return <GameFrame url={state.url} title={title} orientation={request.orientation} onLeave={leave} />;
  if (state.kind === "launching") return <Opening name={title} onBack={leave} />;
  if (state.kind === "failed") {
    return (
      <section className={styles.state}>
        <LoadError error={state.error} onRetry={() => setAttempt((count) => count + 1)} />
        <Button type="button" variant="secondary" onClick={leave}>
          {t("games.frame.back")}
        </Button>
      </section>
    );
  }
  return (
    <section className={styles.state} role="alert">
      <p className={styles.heading}>{state.kind === "timeout" ? t("errors.timeout") : t("games.launch.offSite")}</p>
      {state.kind === "timeout" && <Button onClick={() => setAttempt((count) => count + 1)}>{t("screenState.retry")}</Button>}
      <Button type="button" variant="secondary" onClick={leave}>
        {t("games.frame.back")}
      </Button>
    </section>
  );
}
