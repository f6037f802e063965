import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isValidPassword, MOBILE_PATTERN, PASSWORD_RULE, USERNAME_PATTERN } from "../../../shared/auth";
import { TIMING } from "../../../shared/constants";
import { withKeptQuery } from "../../../shared/navigation";
import { ROUTES } from "../../../shared/routes";
import { merchantAtom, siteSettingsAtom } from "../../lib/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { Field, PasswordField } from "../../lib/ui/Field";
import { Tabs } from "../../lib/ui/Tabs";
import { CaptchaStatus } from "../../lib/captcha";
import { useCaptcha } from "../../lib/captcha";
import { CountryCodeButton, useCountry } from "../../lib/countryPicker";
import { useNotices } from "../../core/notices";
import { sessionFromLogin, startSession } from "../../core/session";
import styles from "../../lib/ui/FormScreen.module.css";
import { registerDialogOpenAtom } from "../../core/dialogs";
import { track } from "../../core/tracking";
import { trackedCurrency } from "../../../shared/contract";
import { buildRegisterRequest, register, type RegisterFields } from "./registerCall";

type By = "username" | "mobile";
type Errors = Partial<Record<"username" | "mobile" | "password" | "confirm", string>>;

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
  const [by, setBy] = useState<By>("username");
  const [username, setUsername] = useState("");
  const [mobile, setMobile] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // SPEC §4: double submits are blocked; the guard is released 500 ms after completion.
  const guard = useRef(false);

  const asksPassword = by === "username" || mobilePassword;
  const validate = (): Errors => {
    const found: Errors = {};
    if (by === "username") {
      if (!username.trim()) found.username = t("auth.required.username");
      else if (!USERNAME_PATTERN.test(username.trim())) found.username = t("auth.rule.username");
    } else if (!mobile.trim()) found.mobile = t("auth.required.mobile");
    else if (!MOBILE_PATTERN.test(mobile.trim())) found.mobile = t("auth.rule.mobile");
    if (asksPassword) {
      if (!password) found.password = t("auth.required.password");
      else if (!isValidPassword(password)) found.password = t("auth.rule.password", PASSWORD_RULE);
      else if (password !== confirm) found.confirm = t("auth.rule.mismatch");
    }
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (guard.current) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    guard.current = true;
    setBusy(true);
    const fields: RegisterFields =
      by === "username" ? { by, username: username.trim(), password } : { by, mobileNum: mobile.trim(), countryDialingCode: dialingCode, password };
    try {
      // SPEC §5: a captcha is required unless geetestSeccode or geetestValidateV4 is already supplied.
      const captchaFields = await captcha.verify();
      if (!captchaFields) return;
      track("registerSubmit", { method: by });
      const value = await register({
        ...buildRegisterRequest(fields, { href: window.location.href, search: location.search, hostname: window.location.hostname, mobilePassword }),
        ...captchaFields,
      });
      // The player's identifiers go to the platform as they are; the edge hashes them for ad networks (docs/decisions/026).
      track(
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
          // SPEC §4: the success alert's confirm logs in and goes to /m/home; the login and register dialogs close.
          action: { labelKey: "auth.registerConfirm", to: ROUTES.home },
          onConfirm: () => {
            setRegisterDialogOpen(false);
            startSession(store, sessionFromLogin(value, merchant?.code));
          },
        },
      );
    } catch (error) {
      // SPEC §4: failure shows the message, and the captcha is reset and reloaded for the next try.
      captcha.reset();
      notices.error(error);
    } finally {
      setBusy(false);
      setTimeout(() => (guard.current = false), TIMING.registrationGuardRelease);
    }
  };

  return (
    <>
      <p className={styles.intro}>{t("screens.register.description")}</p>
      {mobileAllowed && (
        <Tabs
          label={t("screens.register.title")}
          value={by}
          onChange={(next) => {
            setBy(next);
            setErrors({});
          }}
          tabs={[
            { id: "username", label: t("auth.registerByUsername") },
            { id: "mobile", label: t("auth.registerByMobile") },
          ]}
        />
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        {by === "username" ? (
          <Field
            label={t("auth.username")}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username}
          />
        ) : (
          <Field
            label={t("auth.mobile")}
            name="mobile"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix={<CountryCodeButton choice={country} />}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            error={errors.mobile}
          />
        )}
        {asksPassword && (
          <>
            <PasswordField
              label={t("auth.password")}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              showLabel={t("auth.showPassword")}
              hideLabel={t("auth.hidePassword")}
            />
            <PasswordField
              label={t("auth.confirmPassword")}
              name="confirm"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={errors.confirm}
              showLabel={t("auth.showPassword")}
              hideLabel={t("auth.hidePassword")}
            />
          </>
        )}
        <CaptchaStatus captcha={captcha} />
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
