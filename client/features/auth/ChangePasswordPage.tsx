import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isValidPassword, PASSWORD_RULE } from "#shared/auth";
import { TIMING } from "#shared/constants";
import { passwordUpdate } from "#shared/contract";
import { ROUTES } from "#shared/routes";
import { useAppNavigate } from "../../lib/navigation";
import { call } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { PasswordField } from "../../lib/ui/Field";
import { useCheckedForm } from "../../lib/ui/useCheckedForm";
import { useNotices } from "../../core/notices";
import type { PasswordChangeReason } from "./afterLogin";
import styles from "../../lib/ui/FormScreen.module.css";
import { FormScreenPage } from "../../core/screen/FormScreenPage";

const FIELDS = ["current", "next", "repeat"] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;
const REASONS: PasswordChangeReason[] = ["firstLogin", "expired", "default"];

/** /m/changePsw, the forced password change (SPEC §2, §4): new password twice and the current one. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate(useNavigate());
  const notices = useNotices();
  const [params] = useSearchParams();
  const reason = REASONS.find((candidate) => candidate === params.get("reason"));
  const [busy, setBusy] = useState(false);
  // Each problem goes as soon as its field is put right (issue #14).
  const form = useCheckedForm(FIELDS, (typed): Errors => {
    const found: Errors = {};
    if (!typed.current) found.current = t("auth.required.password");
    if (!typed.next) found.next = t("auth.required.password");
    else if (!isValidPassword(typed.next)) found.next = t("auth.rule.password", { ...PASSWORD_RULE, count: PASSWORD_RULE.max });
    else if (typed.next === typed.current) found.next = t("changePsw.samePassword");
    else if (typed.next !== typed.repeat) found.repeat = t("auth.rule.mismatch");
    return found;
  });
  const { current, next } = form.values;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate()) return;
    setBusy(true);
    try {
      await call(passwordUpdate, { body: { oldPassword: current, newPassword: next } });
      // The session keeps its first-login mark: SPEC §4's F announcements are for the home this login reaches next.
      notices.toast({ key: "changePsw.done" }, TIMING.passwordChangedToast);
      navigate(ROUTES.home, { replace: true });
    } catch {
      // The request layer has shown the platform's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormScreenPage title={t("screens.changePsw.title")}>
      {reason ? <p className={styles.notice}>{t(`changePsw.reason.${reason}`)}</p> : <p className={styles.intro}>{t("screens.changePsw.description")}</p>}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <PasswordField {...form.input("current")} label={t("changePsw.current")} name="current" autoComplete="current-password" enterKeyHint="next" />
        <PasswordField {...form.input("next")} label={t("changePsw.new")} name="new" autoComplete="new-password" enterKeyHint="next" />
        <PasswordField {...form.input("repeat")} label={t("changePsw.repeat")} name="repeat" autoComplete="new-password" enterKeyHint="done" />
        <Button type="submit" busy={busy} busyLabel={t("changePsw.saving")}>
          {t("changePsw.submit")}
        </Button>
      </form>
    </FormScreenPage>
  );
}
