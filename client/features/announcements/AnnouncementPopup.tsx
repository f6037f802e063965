import { type PointerEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { TIMING } from "#shared/constants";
import { promotionPath } from "#shared/routes";
import { useSignedIn } from "../../core/session";
import { useAppNavigate } from "../../lib/navigation";
import { SafeHtml } from "../../lib/sanitize/SafeHtml";
import { Button } from "../../lib/ui/Button";
import { Chevron } from "../../lib/ui/Chevron";
import { rememberClosing } from "./announcementFlow";
import { canClose, isPromotional, swipeStep } from "./announcementRules";
import formStyles from "../../lib/ui/FormScreen.module.css";
import styles from "./Popup.module.css";
import { PopupFrame } from "./PopupFrame";
import { useClosing, useSlides } from "./popupHooks";
import type { ShownAnnouncement } from "./popupState";

/** SPEC §2 Announcement popup: the slider or the list variant, as the merchant configured it. */
export function AnnouncementPopup({ shown, onClosed }: { shown: ShownAnnouncement; onClosed: () => void }) {
  return shown.list.style === "list" ? <AnnouncementList shown={shown} onClosed={onClosed} /> : <AnnouncementSlider shown={shown} onClosed={onClosed} />;
}

function CloseButton({ allowed, hintId, onClose }: { allowed: boolean; hintId: string; onClose: () => void }) {
  const { t } = useTranslation();
  // aria-disabled rather than disabled: the button stays focusable, so a screen reader hears why it does nothing.
  return (
    <button
      type="button"
      className={styles.close}
      aria-label={t("popup.close")}
      aria-disabled={allowed ? undefined : true}
      aria-describedby={allowed ? undefined : hintId}
      onClick={() => allowed && onClose()}
    >
      ×
    </button>
  );
}

function Check({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <label className={`${formStyles.check} ${styles.check}`}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function AnnouncementSlider({ shown, onClosed }: { shown: ShownAnnouncement; onClosed: () => void }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate(useNavigate());
  const signedIn = useSignedIn();
  const { closing, close } = useClosing();
  const [dontShowToday, setDontShowToday] = useState(false);
  const { items, list } = shown;
  const slides = useSlides(items.length, TIMING.announcementAutoPlay);
  const titleId = useId();
  const hintId = useId();
  const item = items[slides.index] ?? items[0]!;
  const last = slides.index === items.length - 1;
  const activityId = item.activityId;
  const allowed = canClose(list.forceRead, slides.lastReached);

  const finish = () => {
    rememberClosing(shown, { dontShowToday: list.dontShowToday && dontShowToday, doNotShowAgain: false });
    close(onClosed);
  };
  const tryClose = () => allowed && finish();
  // The player chose the promotion: the popup goes with them, whatever forceRead asks of a plain close. A guest's
  // B list leads to the entry page's promotion sheet, since /m/activity would send them to log in.
  const goToActivity = (id: string) => {
    finish();
    navigate(promotionPath(id, signedIn));
  };
  const knowIt = () => (last ? tryClose() : slides.goTo(slides.index + 1));
  const position = t("popup.announcement.position", { number: String(slides.index + 1), total: String(items.length) });
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
    slides.hold(true);
  };
  const pointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    slides.hold(false);
    if (!start || items.length < 2) return;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y, rtl);
    // The arrows stop at the ends, and so does a swipe.
    const target = slides.index + step;
    if (step !== 0 && target >= 0 && target < items.length) slides.goTo(target);
  };
  const pointerGone = () => {
    swipeStart.current = null;
    slides.hold(false);
  };

  return (
    <PopupFrame labelledBy={titleId} closing={closing} onEscape={allowed ? finish : undefined}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {item.title}
        </h2>
        <CloseButton allowed={allowed} hintId={hintId} onClose={finish} />
      </div>
      {!allowed && (
        <p id={hintId} className={styles.hint}>
          {t("popup.announcement.readToLast")}
        </p>
      )}
      <div
        className={`${styles.body} ${styles.swipeable}`}
        role="group"
        aria-roledescription={t("popup.announcement.slide")}
        aria-label={position}
        onPointerDown={pointerDown}
        onPointerUp={pointerUp}
        onPointerCancel={pointerGone}
        onPointerLeave={pointerGone}
      >
        <SafeHtml key={item.id} html={item.content} />
      </div>
      {items.length > 1 && (
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t("popup.announcement.previous")}
            disabled={slides.index === 0}
            onClick={() => slides.goTo(slides.index - 1)}
          >
            <Chevron direction="back" size={22} />
          </button>
          <ul className={styles.dots}>
            {items.map((entry, index) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t("popup.announcement.position", { number: String(index + 1), total: String(items.length) })}
                  aria-current={index === slides.index ? "true" : undefined}
                  onClick={() => slides.goTo(index)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t("popup.announcement.next")}
            disabled={last}
            onClick={() => slides.goTo(slides.index + 1)}
          >
            <Chevron direction="forward" size={22} />
          </button>
        </div>
      )}
      {isPromotional(item) && (
        <div className={styles.actions}>
          {activityId && (
            <Button type="button" onClick={() => goToActivity(activityId)}>
              {t("popup.announcement.goToActivity")}
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={knowIt}>
            {t("popup.announcement.knowIt")}
          </Button>
        </div>
      )}
      {list.dontShowToday && <Check checked={dontShowToday} onChange={setDontShowToday} label={t("popup.announcement.dontShowToday")} />}
    </PopupFrame>
  );
}

/** The list shows every item at once, so there is no last slide to reach: forceRead asks nothing more of it. */
function AnnouncementList({ shown, onClosed }: { shown: ShownAnnouncement; onClosed: () => void }) {
  const { t } = useTranslation();
  const { closing, close } = useClosing();
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const finish = () => {
    rememberClosing(shown, { dontShowToday: false, doNotShowAgain: shown.list.doNotShowAgain && doNotShowAgain });
    close(onClosed);
  };
  return (
    <PopupFrame labelledBy={titleId} closing={closing} onEscape={finish}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t("popup.announcement.listTitle")}
        </h2>
        <CloseButton allowed hintId={hintId} onClose={finish} />
      </div>
      <div className={styles.body}>
        {shown.items.map((item) => (
          <section key={item.id} className={styles.item}>
            <h3 className={styles.itemTitle}>{item.title}</h3>
            <SafeHtml html={item.content} />
          </section>
        ))}
      </div>
      {shown.list.doNotShowAgain && <Check checked={doNotShowAgain} onChange={setDoNotShowAgain} label={t("popup.announcement.doNotShowAgain")} />}
    </PopupFrame>
  );
}
