import { atom, useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { memo, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { gameLaneAnchor, type GameCard, type GameLane, groupVendors, vendorDisplayName } from "#shared/contract";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { whenNearScreen } from "../../lib/nearScreen";
import { languageAtom } from "../../core/startup/atoms";
import { ContentPicture } from "../../lib/ui/ContentPicture";
import { HydrateOnSight } from "../../lib/ui/HydrateOnSight";
import { ContentError } from "./ContentError";
import { useFormats } from "../../core/formats";
import { laneCards, laneCardsAtom, laneKey, loadLaneCards } from "../../core/content";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./GameLanes.module.css";

interface GameLanesProps {
  lanes: GameLane[];
  onOpenGame: (card: GameCard) => void;
}

/** SPEC §3 Game vendor lanes: each lane's title, its vendors (RNG and PVP grouped as TCG) and its cards. */
export const GameLanes = memo(function GameLanes({ lanes, onOpenGame }: GameLanesProps) {
  return (
    <div className={styles.lanes}>
      {lanes.map((lane) => (
        // Each lane hydrates as it comes near the screen: most of a home page's lanes are below its first screen.
        <HydrateOnSight key={lane.vendorKey}>
          <Lane lane={lane} onOpenGame={onOpenGame} />
        </HydrateOnSight>
      ))}
    </div>
  );
});

const Lane = memo(function Lane({ lane, onOpenGame }: { lane: GameLane; onOpenGame: (card: GameCard) => void }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const formats = useFormats();
  const store = useStore();
  const language = useAtomValue(languageAtom);
  // Only this lane's entry: another lane's cards arriving leaves this one as it is.
  const key = laneKey(lane.vendorKey, language);
  const cached = useAtomValue(useMemo(() => atom((get) => get(laneCardsAtom)[key]), [key]));
  const fetched = laneCards(lane, cached);
  const box = useRef<HTMLElement>(null);
  const titleId = `lane-${lane.vendorKey}`;

  // A lane without its cards fetches them as it nears the screen (SPEC §9 threshold and delay).
  const needsCards = fetched?.status === "idle";
  useEffect(() => {
    const element = box.current;
    if (!element || !needsCards) return;
    return whenNearScreen(element, () => void loadLaneCards(store, lane.vendorKey));
  }, [needsCards, store, lane.vendorKey]);

  const cards = fetched === null ? lane.cards : fetched.status === "ready" ? fetched.value : null;
  const vendors = groupVendors(lane.gameClassify ?? []);
  return (
    <section ref={box} className={styles.lane} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={ui.sectionTitle}>
          {lane.title}
        </h2>
        {/* Every game of the lane, on the game page at this lane (issue #35, item 7): a way in, not a label. */}
        <Link className={styles.seeAll} to={withKeptQuery(`${ROUTES.game}#${gameLaneAnchor(lane.vendorKey)}`, search)}>
          {t("home.seeAll", { total: formats.number(lane.gameCount) })}
        </Link>
      </header>
      {vendors.length > 0 && (
        <ul className={`${ui.plainList} ${styles.vendors}`} aria-label={t("home.vendors")}>
          {vendors.map((vendor) => (
            <li key={vendor} className={styles.vendor}>
              {vendorDisplayName([lane], vendor)}
            </li>
          ))}
        </ul>
      )}
      {fetched?.status === "error" ? (
        <ContentError className={styles.laneError} message={t("home.laneFailed")} onRetry={() => void loadLaneCards(store, lane.vendorKey, true)} />
      ) : (
        <ul className={`${ui.plainList} ${styles.cards}`} aria-busy={cards === null}>
          {cards === null
            ? Array.from({ length: Math.min(Math.max(lane.gameCount, 3), 6) }, (_, index) => (
                <li key={index} className={styles.cardSkeleton} aria-hidden="true" />
              ))
            : cards.map((card) => (
                <li key={card.gameId} className={styles.card}>
                  <button type="button" className={ui.gameTile} onClick={() => onOpenGame(card)}>
                    <ContentPicture image={card.image} alt="" loading="observed" className={styles.art} />
                    <span className={styles.name}>{card.displayName}</span>
                  </button>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
});

/** Reserves the lanes' space while they load. */
export function GameLanesSkeleton({ lanes = 2 }: { lanes?: number }) {
  return (
    <div className={styles.lanes} aria-hidden="true">
      {Array.from({ length: lanes }, (_, index) => (
        <div key={index} className={styles.lane}>
          <div className={styles.titleSkeleton} />
          <ul className={`${ui.plainList} ${styles.cards}`}>
            {Array.from({ length: 4 }, (_, card) => (
              <li key={card} className={styles.cardSkeleton} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
