import { useAtom, useAtomValue } from "../../lib/atomHooks";
import { useState } from "react";
import { languageSheetOpenAtom } from "../../core/dialogs";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAME, type LanguageCode } from "#shared/languages";
import { languageAtom, merchantAtom } from "../../core/startup/atoms";
import { useNotices } from "../../core/notices";
import { memberTypeAtom, tokenAtom } from "../../core/session";
import { BottomSheet, SheetList, SheetOption } from "../../lib/ui/BottomSheet";
import { Spinner } from "../../lib/ui/Spinner";
import styles from "./LanguagePicker.module.css";
import { switchLanguage } from "./switchLanguage";

/** The header's language button and its slide-up list of the merchant's languages. */
export function LanguagePicker() {
  const merchant = useAtomValue(merchantAtom);
  const [language, setLanguage] = useAtom(languageAtom);
  const notices = useNotices();
  const token = useAtomValue(tokenAtom);
  const memberType = useAtomValue(memberTypeAtom);
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useAtom(languageSheetOpenAtom);
  const [pending, setPending] = useState<LanguageCode | null>(null);
  const languages = merchant?.languages ?? [language];
  if (languages.length < 2) return null;

  const choose = async (next: LanguageCode) => {
    if (next === language) return setOpen(false);
    setPending(next);
    try {
      await switchLanguage({ language: next, i18n, loggedIn: Boolean(token), memberType });
      setLanguage(next);
      setOpen(false);
    } catch {
      notices.notice({ key: "language.failed" });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t("language.button", { language: LANGUAGE_NAME[language] })}
      >
        <span className={styles.globe}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-8.5 9h17M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9S9.5 5.7 12 3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
        </span>
        <span className={styles.label}>{LANGUAGE_NAME[language]}</span>
      </button>
      {open && (
        <BottomSheet title={t("language.title")} titleId="language-title" closeLabel={t("app.close")} onClose={() => setOpen(false)}>
          <SheetList>
            {languages.map((code) => (
              <SheetOption key={code} selected={code === language} disabled={pending !== null} onClick={() => void choose(code)} lang={code.toLowerCase()}>
                <span className={styles.name}>{LANGUAGE_NAME[code]}</span>
                {pending === code ? <Spinner size={18} /> : code === language ? <span aria-hidden="true">✓</span> : null}
              </SheetOption>
            ))}
          </SheetList>
        </BottomSheet>
      )}
    </>
  );
}
