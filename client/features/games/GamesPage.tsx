import { useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { gameLaneAnchor, type GameCard, type GameLane, vendorDisplayName } from "#shared/contract";
import { ROUTES } from "#shared/routes";
import { homeLanes, laneCards, laneCardsAtom, laneKey, loadLaneCards, type Remote, useRemote } from "../../core/content";
import { gameLaunchPath, offersTrial } from "../../core/links";
import { useAppNavigate } from "../../lib/navigation";
import { languageAtom } from "../../core/startup/atoms";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import { Button } from "../../lib/ui/Button";
import { ContentPicture } from "../../lib/ui/ContentPicture";
import { EmptyState, LoadError, Skeleton } from "../../core/screen/ScreenState";
import { SearchField } from "../../lib/ui/SearchField";
import { ALL_VENDORS, type GameFilter, isFiltering, laneMayMatch, matchesFilter, uniqueCards, vendorOptions } from "./gameSearch";
import { readRecentGames, type RecentGame } from "./recentGames";
import styles from "./GamesPage.module.css";
import { Screen } from "../../core/screen/Screen";
import ui from "../../lib/ui/Screen.module.css";

/** A lane with the cards it has now: its own, the fetched ones, or null while they load. */
interface LaneView {
  lane: GameLane;
  cards: Remote<GameCard[]>;
}

function useLaneViews(lanes: GameLane[]): LaneView[] {
  const language = useAtomValue(languageAtom);
  const cache = useAtomValue(laneCardsAtom);
  return lanes.map((lane) => {
    const fetched = laneCards(lane, cache[laneKey(lane.vendorKey, language)]);
    return { lane, cards: fetched ?? { status: "ready", language, value: lane.cards } };
  });
}

/** SPEC §2 /m/game: every lane's games, a search and vendor filter that work, and the games played last. */
export function GamesPage() {
  const { t } = useTranslation();
  const title = t("screens.game.title");
  const lanes = useRemote(homeLanes);
  const store = useStore();
  return (
    <Screen title={title}>
      {lanes.status === "ready" ? (
        <Catalogue lanes={lanes.value} />
      ) : lanes.status === "error" ? (
        <LoadError error={lanes.error} onRetry={() => void homeLanes.load(store, { force: true })} />
      ) : (
        <Skeleton variant="grid" count={6} />
      )}
    </Screen>
  );
}

function Catalogue({ lanes }: { lanes: GameLane[] }) {
  const { t } = useTranslation();
  const store = useStore();
  const navigate = useAppNavigate(useNavigate());
  const [query, setQuery] = useState("");
  const [vendor, setVendor] = useState(ALL_VENDORS);
  const filter: GameFilter = { query: useDeferredValue(query), vendor };
  const views = useLaneViews(lanes);
  const [chosen, setChosen] = useState<GameCard | null>(null);

  // A full catalogue: every lane that could hold a match fetches its cards (cached by vendor key and language).
  useEffect(() => {
    for (const lane of lanes) if (!lane.cards?.length && laneMayMatch(lane, { query: "", vendor })) void loadLaneCards(store, lane.vendorKey);
  }, [lanes, store, vendor]);

  // A lane's "See all" on home arrives here with the lane's anchor: the page opens at that lane.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [hash]);

  const allCards = useMemo(() => uniqueCards(views.flatMap((view) => (view.cards.status === "ready" ? view.cards.value : []))), [views]);
  const open = (card: GameCard, trial = false) => navigate(gameLaunchPath(card, { back: ROUTES.game, trial }));
  const tap = (card: GameCard) => (offersTrial(card) ? setChosen(card) : open(card));

  return (
    <>
      <div className={styles.tools}>
        <SearchField
          className={styles.search}
          label={t("games.search.label")}
          placeholder={t("games.search.placeholder")}
          maxLength={60}
          value={query}
          onChange={setQuery}
        />
        <div className={styles.vendors} role="group" aria-label={t("games.search.vendors")}>
          {[ALL_VENDORS, ...vendorOptions(lanes)].map((option) => (
            <button key={option || "all"} type="button" className={styles.vendor} aria-pressed={vendor === option} onClick={() => setVendor(option)}>
              {option ? vendorDisplayName(lanes, option) : t("games.search.allVendors")}
            </button>
          ))}
        </div>
      </div>
      {isFiltering(filter) ? (
        <Results
          cards={allCards.filter((card) => matchesFilter(card, filter))}
          loading={views.some((view) => laneMayMatch(view.lane, filter) && view.cards.status !== "ready")}
          onTap={tap}
        />
      ) : (
        <>
          <Recent cards={allCards} onOpen={(game, card) => (card ? tap(card) : navigate(recentPath(game)))} />
          {views.map((view) => (
            <LaneSection key={view.lane.vendorKey} view={view} onTap={tap} onRetry={() => void loadLaneCards(store, view.lane.vendorKey, true)} />
          ))}
        </>
      )}
      {chosen && <GameSheet card={chosen} onClose={() => setChosen(null)} onPlay={(trial) => open(chosen, trial)} />}
    </>
  );
}

/** A recently played game that is no longer in any lane still opens by its code. */
function recentPath(game: RecentGame): string {
  const card: GameCard = {
    gameId: game.code,
    gameCode: game.code,
    displayName: game.name,
    accountTypeName: "",
    image: { url: "", width: 1, height: 1 },
    ...(game.nodeId ? { nodeId: game.nodeId, gameType: "GAME" } : { gameType: "LOTT" }),
  };
  return gameLaunchPath(card, { back: ROUTES.game, trial: game.kind === "trial" });
}

function Tile({ card, onTap }: { card: GameCard; onTap: (card: GameCard) => void }) {
  return (
    <li className={styles.card}>
      <button type="button" className={`${ui.gameTile} ${styles.tile}`} onClick={() => onTap(card)}>
        <ContentPicture image={card.image} alt="" loading="observed" className={styles.art} />
        <span className={styles.name}>{card.displayName}</span>
      </button>
    </li>
  );
}

function Recent({ cards, onOpen }: { cards: GameCard[]; onOpen: (game: RecentGame, card: GameCard | undefined) => void }) {
  const { t } = useTranslation();
  // Read once per visit to the page: what the player opened before they came here.
  const [recent] = useState(readRecentGames);
  if (recent.length === 0) return null;
  return (
    <section className={styles.lane} aria-labelledby="recent-title">
      <h2 id="recent-title" className={ui.sectionTitle}>
        {t("games.recent")}
      </h2>
      <ul className={`${ui.plainList} ${styles.row}`}>
        {recent.map((game) => {
          const card = cards.find((candidate) => (candidate.gameCode ?? candidate.gameId) === game.code);
          return card ? (
            <Tile key={`${game.code}:${game.nodeId}`} card={card} onTap={() => onOpen(game, card)} />
          ) : (
            <li key={`${game.code}:${game.nodeId}`} className={styles.card}>
              <button type="button" className={`${ui.gameTile} ${styles.tile} ${styles.textTile}`} onClick={() => onOpen(game, undefined)}>
                <span className={styles.name}>{game.name || game.code}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LaneSection({ view, onTap, onRetry }: { view: LaneView; onTap: (card: GameCard) => void; onRetry: () => void }) {
  const { lane, cards } = view;
  const titleId = `games-lane-${lane.vendorKey}`;
  return (
    <section id={gameLaneAnchor(lane.vendorKey)} className={styles.lane} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.sectionTitle}>
        {lane.title}
      </h2>
      {cards.status === "error" ? (
        <LoadError error={cards.error} onRetry={onRetry} />
      ) : cards.status === "ready" ? (
        <ul className={`${ui.plainList} ${styles.grid}`}>
          {cards.value.map((card) => (
            <Tile key={card.gameId} card={card} onTap={onTap} />
          ))}
        </ul>
      ) : (
        <Skeleton variant="grid" count={Math.min(Math.max(lane.gameCount, 3), 6)} />
      )}
    </section>
  );
}

function Results({ cards, loading, onTap }: { cards: GameCard[]; loading: boolean; onTap: (card: GameCard) => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.lane} aria-label={t("games.search.results")}>
      <p className={styles.count} role="status">
        {t("games.search.found", { count: cards.length })}
      </p>
      {cards.length > 0 && (
        <ul className={`${ui.plainList} ${styles.grid}`}>
          {cards.map((card) => (
            <Tile key={card.gameId} card={card} onTap={onTap} />
          ))}
        </ul>
      )}
      {loading ? <Skeleton variant="grid" count={3} /> : cards.length === 0 && <EmptyState>{t("games.search.none")}</EmptyState>}
    </section>
  );
}

function GameSheet({ card, onClose, onPlay }: { card: GameCard; onClose: () => void; onPlay: (trial: boolean) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <BottomSheet title={card.displayName} titleId={titleId} closeLabel={t("popup.close")} onClose={onClose}>
      <div className={styles.sheet}>
        <ContentPicture image={card.image} alt="" loading="native" className={styles.sheetArt} />
        <Button type="button" onClick={() => onPlay(false)}>
          {t("games.play")}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onPlay(true)}>
          {t("games.tryFree")}
        </Button>
      </div>
    </BottomSheet>
  );
}
