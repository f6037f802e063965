import { useAtomValue } from "../../lib/atomHooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { useCaptcha } from "../../core/captcha";
import { useCountry } from "../../core/countryPicker";
import { useAppNavigate } from "../../lib/navigation";
import { saveRememberedLogin } from "../../lib/rememberedLogin";
import { merchantAtom } from "../../core/startup/atoms";
import styles from "../../lib/ui/FormScreen.module.css";
import { AccountStep, type CodeSent } from "./AccountStep";
import { CodeStep } from "./CodeStep";
import { DonePanel, NoMobilePanel } from "./ResultPanels";
import { FormScreenPage } from "../../core/screen/FormScreenPage";

type Step = { name: "account" } | { name: "noMobile" } | { name: "code"; sent: CodeSent } | { name: "done" };

/**
 * /m/forgotPassword (issue #14, docs/decisions/028): which account → the code sent to its mobile number →
 * the code and a new password twice → done, then the login form with the username filled in. An account
 * without a mobile number is pointed to customer service.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useAppNavigate(useNavigate());
  const merchant = useAtomValue(merchantAtom);
  // Sending a code is an SMS send: the merchant's SMS captcha rule applies (SPEC §5, GEETESTVCODE3).
  const captcha = useCaptcha("sms");
  const country = useCountry();
  const [step, setStep] = useState<Step>({ name: "account" });

  const done = (userName: string) => {
    // The old password no longer works: the login form keeps only the username, and never signs in by itself.
    if (merchant) void saveRememberedLogin({ username: userName, type: "username", merchant: merchant.code, autoLogin: 0 }).catch(() => {});
    setStep({ name: "done" });
  };
  const restart = () => setStep({ name: "account" });

  return (
    <FormScreenPage title={t("screens.forgotPassword.title")}>
      {step.name === "account" && (
        <AccountStep captcha={captcha} country={country} onSent={(sent) => setStep({ name: "code", sent })} onNoMobile={() => setStep({ name: "noMobile" })} />
      )}
      {step.name === "code" && (
        <CodeStep sent={step.sent} captcha={captcha} onResent={(sent) => setStep({ name: "code", sent })} onDone={done} onOtherAccount={restart} />
      )}
      {step.name === "noMobile" && <NoMobilePanel onOtherAccount={restart} />}
      {step.name === "done" && <DonePanel onLogin={() => navigate(ROUTES.login)} />}
      {step.name !== "done" && (
        <p className={styles.switch}>
          <Link to={withKeptQuery(ROUTES.login, location.search)}>{t("passwordReset.backToLogin")}</Link>
        </p>
      )}
    </FormScreenPage>
  );
}
