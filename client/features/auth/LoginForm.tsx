import { useSetAtom } from "jotai";
import { useAtomValue } from "../../lib/atomHooks";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CAPTCHA_INVALID } from "#shared/captcha";
import { AUTH_ERRORS, isValidPassword, MOBILE_PATTERN, PASSWORD_RULE, USERNAME_PATTERN } from "#shared/auth";
import type { VerifyRequiredValue } from "#shared/contract";
import { registerAddress, withKeptQuery } from "#shared/navigation";
import { RequestError } from "../../lib/request";
import { hasAccess } from "../../lib/session";
import { firebaseEmulatorAtom, merchantAtom, siteSettingsAtom } from "../../core/startup/atoms";
import { Button } from "../../lib/ui/Button";
import { FormError, PasswordField, useFormFailure } from "../../lib/ui/Field";
import { UsernameField } from "../../lib/ui/FieldKinds";
import { useCheckedForm } from "../../lib/ui/useCheckedForm";
import { Tabs } from "../../lib/ui/Tabs";
import { ROUTES } from "#shared/routes";
import { useNotices } from "../../core/notices";
import { type CaptchaFields, CaptchaStatus, PlainCaptchaField, useCaptcha } from "../../core/captcha";
import { useCountry } from "../../core/countryPicker/useCountry";
import { clearRememberedLogin, loadRememberedLogin, type RememberedLogin, stopAutoLogin } from "../../lib/rememberedLogin";
import styles from "../../lib/ui/FormScreen.module.css";
import { login } from "./authCalls";
import { autoLoginAllowed } from "./autoLogin";
import { e164, providerSmsSetup } from "./providerSms";
import { SmsCodeFieldsPlaceholder } from "./SmsCodeFieldsPlaceholder";
import { pendingProviderAtom } from "./social/atoms";
import { providerErrorLines, providerErrorText } from "./social/providerError";
import { SocialLogin } from "./social/SocialLogin";
import { useCompleteLogin } from "./useCompleteLogin";
import { lazyPart } from "../../lib/ui/lazyPart";
import { OptionalPart } from "../../lib/ui/OptionalPart";

// Fetched when first needed, not with the form (DESIGN §4a budget): the SMS-code fields when that tab is
// chosen, the second factor when the platform asks for one.
const SmsCodeFields = lazyPart(() => import("./SmsCodeFields").then((module) => ({ default: module.SmsCodeFields })));
const SecondFactorDialog = lazyPart(() => import("./SecondFactorDialog").then((module) => ({ default: module.SecondFactorDialog })));

type Mode = "password" | "sms";
/** The tabs of the two ways in, with their words' keys. */
const MODES: { id: Mode; label: string }[] = [
  { id: "password", label: "auth.passwordTab" },
  { id: "sms", label: "auth.smsTab" },
];
const FIELDS = ["username", "password", "mobile", "code"] as const;
type LoginField = (typeof FIELDS)[number];
type Errors = Partial<Record<LoginField, string>>;

/**
 * SPEC §4 Login, for /m/login and the login dialog alike: password or SMS code,
 * the captcha, the second factor when the platform asks, provider sign-in.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const merchant = useAtomValue(merchantAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const emulatorUrl = useAtomValue(firebaseEmulatorAtom);
  const notices = useNotices();
  const completeLogin = useCompleteLogin();
  const country = useCountry();
  const loginCaptcha = useCaptcha("login");
  const smsCaptcha = useCaptcha("sms");
  const dialingCode = country.dialingCode;
  const [mode, setMode] = useState<Mode>("password");
  const [remember, setRemember] = useState(true);
  const [processing, setProcessing] = useState(false);
  const failure = useFormFailure();
  const [verify, setVerify] = useState<VerifyRequiredValue | null>(null);
  const [linkProvider, setLinkProvider] = useState<string | null>(null);
  const pendingProvider = useAtomValue(pendingProviderAtom);
  const setPendingProvider = useSetAtom(pendingProviderAtom);
  const captchaCodeRef = useRef<HTMLInputElement>(null);
  // A field inside the locked form can only take focus once processing has ended: what to do then.
  const afterProcessing = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (processing || !afterProcessing.current) return;
    afterProcessing.current();
    afterProcessing.current = null;
  }, [processing]);

  const form = useCheckedForm<LoginField, Errors>(FIELDS, (typed) => {
    const found: Errors = {};
    if (mode === "password") {
      const name = typed.username.trim();
      if (!name) found.username = t("auth.required.username");
      else if (!USERNAME_PATTERN.test(name)) found.username = t("auth.rule.username");
      if (!typed.password) found.password = t("auth.required.password");
      else if (!isValidPassword(typed.password)) found.password = t("auth.rule.password", { ...PASSWORD_RULE, count: PASSWORD_RULE.max });
    } else {
      if (!typed.mobile.trim()) found.mobile = t("auth.required.mobile");
      else if (!MOBILE_PATTERN.test(typed.mobile.trim())) found.mobile = t("auth.rule.mobile");
      if (!typed.code.trim()) found.code = t("auth.required.smsCode");
    }
    return found;
  });
  const { username, password, mobile, code } = form.values;
  const errors = form.problems;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (processing) return;
    failure.clear();
    const valid = form.validate();
    const captchaTyped = loginCaptcha.kind !== "plain" || loginCaptcha.plain.validate();
    if (!valid) return;
    if (!captchaTyped) return captchaCodeRef.current?.focus();
    // Nothing can be sent without a connection: say so at once, before the captcha or a request tries.
    if (failure.offline()) return;
    await signIn(mode === "password" ? { username: username.trim(), password } : null);
  };

  /** SMS login: the platform's own code, or the identity provider's (sms.firebase), whose token is sent instead. */
  const smsLogin = async (captcha: CaptchaFields) => {
    const provider = providerSmsSetup(settings, emulatorUrl);
    if (!provider) return login({ type: "sms", mobileNum: mobile.trim(), countryDialingCode: dialingCode, verificationCode: code.trim(), ...captcha });
    const firebase = await import("./social/firebaseAuth");
    let token: string;
    try {
      token = await firebase.confirmProviderSmsCode(e164(dialingCode, mobile.trim()), code.trim());
    } catch (error) {
      const lines = providerErrorLines(error as { code?: unknown; message?: unknown });
      throw new RequestError(lines?.code ?? "auth/unknown", "rejected", {
        shown: lines ? { text: providerErrorText(t, lines) } : undefined,
      });
    }
    return login({ type: "sms", mobileNum: mobile.trim(), countryDialingCode: dialingCode, firebaseChannel: "phone", firebaseIdToken: token, ...captcha });
  };

  /** SPEC §4 Login: processing locks the form; success or failure ends it. `null` signs in by SMS code. */
  const signIn = async (credentials: { username: string; password: string; auto?: boolean } | null) => {
    setProcessing(true);
    try {
      const captcha = await loginCaptcha.verify();
      if (!captcha) return;
      const value = credentials
        ? await login({
            type: "username",
            username: credentials.username,
            password: credentials.password,
            ...(credentials.auto ? { autoLogin: true } : {}),
            // After bind_customer_required, this login links the provider identity to the account.
            ...(pendingProvider ? { firebaseChannel: pendingProvider.channel, firebaseIdToken: pendingProvider.token } : {}),
            ...captcha,
          })
        : await smsLogin(captcha);
      setPendingProvider(null);
      completeLogin(
        value,
        credentials
          ? { type: "username", username: credentials.username, password: credentials.password, remember }
          : { type: "sms", username: mobile.trim(), remember },
      );
    } catch (error) {
      const code = error instanceof RequestError ? error.errorCode : undefined;
      // The picture of a plain captcha is spent by any answer; a wrong code is said under its field.
      const wrongPicture = code === CAPTCHA_INVALID && loginCaptcha.kind === "plain";
      loginCaptcha.reset(wrongPicture ? "wrong" : undefined);
      // A connection failure is said next to the button: nothing was refused, so the form keeps what was typed (and the
      // remembered login stays) for the next tap.
      if (failure.connection(error)) return;
      if (code === AUTH_ERRORS.verifyRequired) {
        setVerify(error instanceof RequestError ? (error.value as VerifyRequiredValue) : null);
      } else {
        if (code === AUTH_ERRORS.ipChanged) stopAutoLogin();
        else clearRememberedLogin();
        if (wrongPicture) afterProcessing.current = () => captchaCodeRef.current?.focus();
        else if (code === AUTH_ERRORS.badCredentials && credentials) {
          // A wrong password: the username stays, the password is emptied and focused before the notice opens,
          // so closing the notice puts the player back in it.
          form.clear("password");
          afterProcessing.current = () => {
            form.focus("password");
            notices.error(error);
          };
        } else notices.error(error);
      }
    } finally {
      setProcessing(false);
    }
  };

  // Another way of signing in starts afresh: the problems and the failure shown go, what was typed stays.
  const changeMode = (next: Mode) => {
    setMode(next);
    form.forget();
    failure.clear();
  };

  /** The remembered login fills the form and, where the merchant allows it, signs in (SPEC §4 Auto login). */
  const applyRemembered = useEffectEvent((record: RememberedLogin, merchantCode: string) => {
    if (record.type === "sms") setMode("sms");
    else {
      form.change("username", record.username);
      if (record.password) form.change("password", record.password);
    }
    const auto = {
      enabled: Boolean(settings?.whitelabel.MOBILEAUTOLOGIN3),
      search: location.search,
      hasSession: hasAccess(location.search),
      merchant: merchantCode,
      record,
      captchaNeeded: loginCaptcha.needed,
    };
    if (autoLoginAllowed(auto)) void signIn({ username: auto.record.username, password: auto.record.password, auto: true });
  });

  // Once per visit of the login page (and merchant).
  useEffect(() => {
    if (!merchant) return;
    let current = true;
    void loadRememberedLogin(merchant.code).then((record) => {
      if (record && current) applyRemembered(record, merchant.code);
    });
    return () => {
      current = false;
    };
  }, [merchant]);

  return (
    <>
      <Tabs label={t("screens.login.title")} value={mode} onChange={changeMode} tabs={MODES.map((tab) => ({ ...tab, label: t(tab.label) }))} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={processing}>
        <fieldset disabled={processing} style={{ all: "unset", display: "contents" }}>
          {mode === "password" ? (
            <>
              <UsernameField {...form.input("username")} enterKeyHint="next" />
              <PasswordField {...form.input("password")} label={t("auth.password")} name="password" autoComplete="current-password" enterKeyHint="go" />
            </>
          ) : (
            <OptionalPart fallback={<SmsCodeFieldsPlaceholder />}>
              <SmsCodeFields
                ref={form.ref("mobile")}
                codeRef={form.ref("code")}
                country={country}
                mobile={mobile}
                onMobileChange={(value) => form.change("mobile", value)}
                code={code}
                onCodeChange={(value) => form.change("code", value)}
                errors={errors}
                captcha={smsCaptcha}
                // The number's problem shows (and focuses it) until a valid number is typed.
                onMissingMobile={() => form.show({ mobile: mobile.trim() ? t("auth.rule.mobile") : t("auth.required.mobile") })}
              />
            </OptionalPart>
          )}
          {mode === "sms" && <CaptchaStatus captcha={smsCaptcha} />}
          {loginCaptcha.kind === "plain" ? <PlainCaptchaField ref={captchaCodeRef} captcha={loginCaptcha.plain} /> : <CaptchaStatus captcha={loginCaptcha} />}
          <label className={styles.check}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t("auth.rememberMe")}
          </label>
          <FormError message={failure.message} />
          <Button type="submit" busy={processing} busyLabel={t("auth.loggingIn")}>
            {t("auth.login")}
          </Button>
        </fieldset>
      </form>
      <p className={styles.switch}>
        <Link to={withKeptQuery(ROUTES.forgotPassword, location.search)}>{t("auth.forgotPassword")}</Link>
      </p>
      {linkProvider && pendingProvider && <p className={styles.notice}>{t("social.choice.linkHint", { provider: linkProvider })}</p>}
      <SocialLogin
        onChooseExisting={(provider) => {
          setMode("password");
          setLinkProvider(provider);
          form.focus("username");
        }}
      />
      <p className={styles.switch}>
        {t("auth.noAccount")} <Link to={withKeptQuery(registerAddress(location.search), location.search)}>{t("auth.registerLink")}</Link>
      </p>
      {verify && (
        <OptionalPart>
          <SecondFactorDialog
            username={username.trim()}
            password={password}
            offer={verify}
            country={country}
            onClose={() => setVerify(null)}
            onVerified={(value) => {
              setVerify(null);
              completeLogin(value, { type: "username", username: username.trim(), password, remember });
            }}
          />
        </OptionalPart>
      )}
    </>
  );
}
