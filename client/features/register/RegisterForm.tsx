import { useSetAtom, useStore } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isValidPassword, MOBILE_PATTERN, PASSWORD_RULE, USERNAME_PATTERN } from "#shared/auth";
import { TIMING } from "#shared/constants";
import { returnPath, withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { FormError, PasswordField, useFormFailure } from "../../lib/ui/Field";
import { UsernameField } from "../../lib/ui/FieldKinds";
import { mobileDigits } from "../../lib/ui/FieldLimits";
import { useCheckedForm } from "../../lib/ui/useCheckedForm";
import { Tabs } from "../../lib/ui/Tabs";
import { CaptchaStatus } from "../../core/captcha";
import { useCaptcha } from "../../core/captcha";
import { MobileField, useCountry } from "../../core/countryPicker";
import { useNotices } from "../../core/notices";
import { sessionFromLogin, startSession } from "../../core/session";
import styles from "../../lib/ui/FormScreen.module.css";
import { registerDialogOpenAtom } from "../../core/dialogs";
import { trackLater } from "../../core/tracking/trackLater";
import { trackedCurrency } from "#shared/contract";
import { ConsentField } from "./ConsentField";
import { buildRegisterRequest, register, type RegisterFields } from "./registerCall";

type By = "username" | "mobile";
/** The tabs of registration by username or by mobile number, with their words' keys. */
const WAYS: { id: By; label: string }[] = [
  { id: "username", label: "auth.registerByUsername" },
  { id: "mobile", label: "auth.registerByMobile" },
];
/** In the order they stand on the screen; the consent box's value is "yes" when ticked. */
const FIELDS = ["username", "mobile", "password", "confirm", "consent"] as const;
type RegisterField = (typeof FIELDS)[number];
type Errors = Partial<Record<RegisterField, string>>;
/** SPEC has no age; a merchant that says none asks for 18 (issue #14, docs/decisions/030). */
const DEFAULT_MINIMUM_AGE = 18;

/** SPEC §4 Register, for /m/register and the register dialog: by username (REG3) or mobile number (MOBILENUMREG3). */
export function RegisterForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const store = useStore();
  const merchant = useAtomValue(merchantAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const notices = useNotices();
  const setRegisterDialogOpen = useSetAtom(registerDialogOpenAtom);
  const country = useCountry();
  const captcha = useCaptcha("register");
  const dialingCode = country.dialingCode;
  const mobileAllowed = Boolean(settings?.whitelabel.MOBILENUMREG3);
  const mobilePassword = Boolean(settings?.whitelabel.MOBILEPWD3);
  const consent = merchant?.consent;
  const minimumAge = consent?.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const [by, setBy] = useState<By>("username");
  const [busy, setBusy] = useState(false);
  const failure = useFormFailure();
  // SPEC §4: double submits are blocked; the guard is released 500 ms after completion.
  const guard = useRef(false);

  const asksPassword = by === "username" || mobilePassword;
  const form = useCheckedForm<RegisterField, Errors>(FIELDS, (typed) => {
    const found: Errors = {};
    if (by === "username") {
      if (!typed.username.trim()) found.username = t("auth.required.username");
      else if (!USERNAME_PATTERN.test(typed.username.trim())) found.username = t("auth.rule.username");
    } else if (!typed.mobile.trim()) found.mobile = t("auth.required.mobile");
    else if (!MOBILE_PATTERN.test(typed.mobile.trim())) found.mobile = t("auth.rule.mobile");
    if (asksPassword) {
      if (!typed.password) found.password = t("auth.required.password");
      else if (!isValidPassword(typed.password)) found.password = t("auth.rule.password", { ...PASSWORD_RULE, count: PASSWORD_RULE.max });
      else if (typed.password !== typed.confirm) found.confirm = t("auth.rule.mismatch");
    }
    // Issue #14: no account without the age and the terms confirmed, checked before anything is sent.
    if (typed.consent !== "yes") found.consent = t("auth.consentRequired", { age: minimumAge });
    return found;
  });
  const { username, mobile, password } = form.values;

  // Registering the other way starts afresh, as at login: what was typed stays.
  const changeBy = (next: By) => {
    setBy(next);
    form.forget();
    failure.clear();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (guard.current) return;
    failure.clear();
    if (!form.validate() || failure.offline()) return;
    guard.current = true;
    setBusy(true);
    const fields: RegisterFields =
      by === "username" ? { by, username: username.trim(), password } : { by, mobileNum: mobile.trim(), countryDialingCode: dialingCode, password };
    try {
      // SPEC §5: a captcha is required unless geetestSeccode or geetestValidateV4 is already supplied.
      const captchaFields = await captcha.verify();
      if (!captchaFields) return;
      trackLater("registerSubmit", { method: by });
      const value = await register({
        ...buildRegisterRequest(fields, {
          href: window.location.href,
          search: location.search,
          hostname: window.location.hostname,
          mobilePassword,
          consent: { minimumAge, termsUrl: consent?.termsUrl, privacyUrl: consent?.privacyUrl },
        }),
        ...captchaFields,
      });
      // The player's identifiers go to the platform as they are; the edge hashes them for ad networks (docs/decisions/026).
      trackLater(
        "register",
        {
          userId: String(value.id),
          userName: value.userName,
          method: by,
          currency: trackedCurrency(merchant?.currency ?? ""),
          ...(fields.by === "mobile" ? { phone: `${fields.countryDialingCode}${fields.mobileNum}` } : {}),
        },
        { once: `register:${value.id}` },
      );
      notices.notice(
        { key: "auth.registerSuccess" },
        {
          // SPEC §4: the success alert's confirm logs in and goes to /m/home, or to the page the guest was on the way
          // to (issue #35); the login and register dialogs close.
          action: { labelKey: "auth.registerConfirm", to: returnPath(location.search) ?? ROUTES.home },
          onConfirm: () => {
            setRegisterDialogOpen(false);
            startSession(store, sessionFromLogin(value, merchant?.code));
          },
        },
      );
    } catch (error) {
      // SPEC §4: failure shows the message, and the captcha is reset and reloaded for the next try.
      captcha.reset();
      if (!failure.connection(error)) notices.error(error);
    } finally {
      setBusy(false);
      setTimeout(() => (guard.current = false), TIMING.registrationGuardRelease);
    }
  };

  return (
    <>
      <p className={styles.intro}>{t("screens.register.description")}</p>
      {mobileAllowed && <Tabs label={t("screens.register.title")} value={by} onChange={changeBy} tabs={WAYS.map((tab) => ({ ...tab, label: t(tab.label) }))} />}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        {by === "username" ? (
          <UsernameField {...form.input("username")} enterKeyHint={asksPassword ? "next" : "done"} />
        ) : (
          <MobileField {...form.input("mobile", mobileDigits)} country={country} enterKeyHint={asksPassword ? "next" : "done"} />
        )}
        {asksPassword && (
          <>
            <PasswordField {...form.input("password")} label={t("auth.password")} name="password" autoComplete="new-password" enterKeyHint="next" />
            <PasswordField {...form.input("confirm")} label={t("auth.confirmPassword")} name="confirm" autoComplete="new-password" enterKeyHint="done" />
          </>
        )}
        <ConsentField
          ref={form.ref("consent")}
          name="consent"
          minimumAge={minimumAge}
          termsUrl={consent?.termsUrl}
          privacyUrl={consent?.privacyUrl}
          checked={form.values.consent === "yes"}
          onChange={(e) => form.change("consent", e.target.checked ? "yes" : "")}
          error={form.problems.consent}
        />
        <CaptchaStatus captcha={captcha} />
        <FormError message={failure.message} />
        <Button type="submit" busy={busy} busyLabel={t("auth.registering")}>
          {t("auth.register")}
        </Button>
      </form>
      <p className={styles.switch}>
        {t("auth.haveAccount")} <Link to={withKeptQuery(ROUTES.login, location.search)}>{t("auth.loginLink")}</Link>
      </p>
    </>
  );
}
