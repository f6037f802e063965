import { useStore } from "jotai";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { TIMING } from "#shared/constants";
import { affiliateCodesFrom, capturedAttribution } from "../../../core/tracking/attribution";
import { copyText } from "../../../lib/copyText";
import { BottomSheet } from "../../../lib/ui/BottomSheet";
import { Button } from "../../../lib/ui/Button";
import { pushNotice, showToast } from "../../../core/notices";
import { PROVIDER_NAME } from "./channels";
import { chromeIntentUrl, type OpenInBrowserStep, otherBrowserAddress } from "./inAppSignIn";
import styles from "./OpenInBrowserSheet.module.css";
import { ProviderMark } from "./ProviderMark";

/**
 * The step for a provider that refuses this in-app browser (docs/decisions/029): why, how to leave for the
 * phone's own browser (a copy-link button everywhere, a Chrome link on Android) with the kept parameters and
 * the affiliate code, and a way back to the sign-ins that do work here.
 */
export default function OpenInBrowserSheet({ step, onClose }: { step: OpenInBrowserStep; onClose: () => void }) {
  const { t } = useTranslation();
  const store = useStore();
  const { search } = useLocation();
  const titleId = useId();
  const provider = PROVIDER_NAME[step.channel];
  const address = otherBrowserAddress(globalThis.location.origin, search, affiliateCodesFrom(search, capturedAttribution()));
  const copy = async () => {
    if (await copyText(address)) showToast(store, { key: "social.openInBrowser.copied" }, TIMING.signInLinkCopiedToast);
    else pushNotice(store, { key: "social.openInBrowser.copyFailed" });
  };

  return (
    <BottomSheet title={t("social.openInBrowser.title")} titleId={titleId} closeLabel={t("social.openInBrowser.close")} onClose={onClose}>
      <div className={styles.why}>
        <ProviderMark channel={step.channel} />
        <p>{t("social.openInBrowser.why", { provider })}</p>
      </div>
      <p className={styles.how}>
        {t(step.os === "ios" ? "social.openInBrowser.howIos" : step.os === "android" ? "social.openInBrowser.howAndroid" : "social.openInBrowser.how", {
          provider,
        })}
      </p>
      <p className={styles.address} dir="ltr">
        {address}
      </p>
      <div className={styles.actions}>
        <Button type="button" data-autofocus onClick={() => void copy()}>
          {t("social.openInBrowser.copyLink")}
        </Button>
        {step.os === "android" && (
          <a className={styles.chrome} href={chromeIntentUrl(address)}>
            {t("social.openInBrowser.openInChrome")}
          </a>
        )}
        <Button type="button" variant="text" onClick={onClose}>
          {t("social.openInBrowser.otherWays")}
        </Button>
      </div>
    </BottomSheet>
  );
}
