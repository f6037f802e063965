import { useAtomValue } from "../../lib/atomHooks";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MINI_GAME, TIMING } from "#shared/constants";
import { MINI_GAME_SCRIPTS, type MiniGameVariant, miniGameVariant } from "#shared/miniGame";
import { type MiniGameInterfaceName, platformFormsOf } from "#shared/platformForms/forms";
import { miniGameApi } from "#shared/platformForms/miniGame";
import { ROUTES } from "#shared/routes";
import { tokenAtom } from "../../core/session";
import { loadScript } from "../../lib/loadScript";
import { merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { bottomBarsInset, clampToViewport, clickAllowed, isClick, type Point, startPosition } from "./dragRules";
import styles from "./MiniGame.module.css";

const SIZE = { width: MINI_GAME.sizePx, height: MINI_GAME.sizePx };
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * SPEC §2, §4, §5, §9 mini-game: members only, when LOTTMINIGAME3 or SEALOTTMINIGAME3 is on; re-evaluated
 * whenever the login state changes (a new session mounts it afresh, a logout takes it down).
 */
export default function MiniGame() {
  const token = useAtomValue(tokenAtom);
  const variant = miniGameVariant(useAtomValue(siteSettingsAtom)?.whitelabel);
  const form = platformFormsOf(useAtomValue(merchantAtom)?.platformForms).miniGameInterface;
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const key = `${token}:${variant}`;
  // A script that failed, or gave nothing the app can drive, takes the bubble away for this session and variant.
  if (!token || !variant || unavailable === key) return null;
  return <MiniGameBubble key={key} variant={variant} form={form} onUnavailable={() => setUnavailable(key)} />;
}

type Handle = { open(): void; destroy(): void };

function MiniGameBubble({ variant, form, onUnavailable }: { variant: MiniGameVariant; form: MiniGameInterfaceName; onUnavailable: () => void }) {
  const { t } = useTranslation();
  // SPEC §2: fixed, not draggable, for the SEA variant (the s1 script).
  const fixed = variant === "s1";
  const face = useRef<HTMLSpanElement>(null);
  const handle = useRef<Handle | null>(null);
  const [ready, setReady] = useState(false);
  const [position, setPosition] = useState<Point>(() => startPosition(SIZE, viewport(), document.dir === "rtl", bottomBarsInset(document, viewport().height)));
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const lastClick = useRef<number | null>(null);

  // SPEC §7: the script comes on the member's first paint with the mini-game on, with a `_t` query.
  useEffect(() => {
    let live = true;
    const labels = {
      title: t("miniGame.title"),
      nextDraw: t("miniGame.nextDraw"),
      lastResults: t("miniGame.lastResults"),
      play: t("miniGame.play"),
      close: t("popup.close"),
    };
    loadScript(`${MINI_GAME_SCRIPTS[variant]}?_t=${Date.now()}`)
      .then(() => {
        if (!live || !face.current) return;
        const api = miniGameApi(window, form);
        if (!api) throw new Error(`the script gave no ${form} interface`);
        handle.current = api.mount(face.current, { labels, launchPath: ROUTES.launchGame });
        setReady(true);
      })
      .catch((error: unknown) => {
        console.warn(JSON.stringify({ event: "mini_game_unavailable", error: String(error) }));
        if (live) onUnavailable();
      });
    return () => {
      live = false;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [variant, form, t, onUnavailable]);

  // SPEC §9: back inside the screen every 250 ms (a turn, a resize, the keyboard).
  useEffect(() => {
    const timer = setInterval(() => {
      setPosition((current) => {
        const next = clampToViewport(current, SIZE, viewport(), bottomBarsInset(document, viewport().height));
        return next.x === current.x && next.y === current.y ? current : next;
      });
    }, TIMING.miniGameBoundsCheck);
    return () => clearInterval(timer);
  }, []);

  const down = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: position, moved: false };
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || fixed) return;
    const point = { x: event.clientX, y: event.clientY };
    if (!current.moved && isClick(current.start, point)) return;
    current.moved = true;
    const to = { x: current.origin.x + point.x - current.start.x, y: current.origin.y + point.y - current.start.y };
    setPosition(clampToViewport(to, SIZE, viewport(), bottomBarsInset(document, viewport().height)));
  };
  const up = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current || (current.moved && !fixed) || !isClick(current.start, { x: event.clientX, y: event.clientY })) return;
    const now = Date.now();
    if (!clickAllowed(now, lastClick.current)) return;
    lastClick.current = now;
    handle.current?.open();
  };

  return (
    <>
      {/* Room at the end of the page as tall as the bubble, so what it covers at the bottom can scroll out from under it. */}
      <div className={styles.room} aria-hidden="true" />
      <button
        type="button"
        className={styles.bubble}
        style={{ left: position.x, top: position.y, width: SIZE.width, height: SIZE.height }}
        aria-label={t("miniGame.title")}
        aria-busy={!ready}
        data-fixed={fixed || undefined}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            handle.current?.open();
          }
        }}
      >
        <span ref={face} className={styles.face} aria-hidden="true" />
      </button>
    </>
  );
}
