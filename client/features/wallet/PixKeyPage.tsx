import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { bindPixKey, type BoundAccount, PIX_KEY_TYPES, type PixKeyType } from "#shared/contract";
import { HOLDER_NAME_LENGTH } from "#shared/moneyRules";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { Button } from "../../lib/ui/Button";
import { Field } from "../../lib/ui/Field";
import { EmptyState, ScreenState, Skeleton } from "../../core/screen/ScreenState";
import { Tabs } from "../../lib/ui/Tabs";
import { useCheckedForm } from "../../lib/ui/useCheckedForm";
import { AccountList } from "./AccountList";
import { checkPixForm, PIX_INPUT, type PixField } from "./cardRules";
import { useAccountInfo } from "./useAccountInfo";
import { useBindAccount } from "./useBindAccount";
import { useHolderMessage } from "./useHolderMessage";
import { WalletScreen } from "./WalletScreen";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./Wallet.module.css";

const FIELDS: PixField[] = ["key", "holderName"];

/** SPEC §2 /m/securityCenter/addBankCardPix: bind a Pix key (Brazil, BRL) for withdrawals. */
export function PixKeyPage() {
  const { t } = useTranslation();
  const { load, addAccount } = useAccountInfo();
  const { search } = useLocation();
  return (
    <WalletScreen title={t("screens.addBankCardPix.title")}>
      <ScreenState load={load} skeleton={<Skeleton variant="card" count={3} />}>
        {(info) =>
          info.pixAvailable ? (
            <>
              <PixForm onBound={addAccount} />
              <h2 className={ui.cardTitle}>{t("wallet.pix.bound")}</h2>
              <AccountList accounts={info.accounts.filter((account) => account.kind === "PIX")} empty={t("wallet.pix.none")} />
              <div className={styles.links}>
                <Link className={styles.link} to={withKeptQuery(ROUTES.withdraw, search)}>
                  {t("screens.withdraw.title")}
                </Link>
              </div>
            </>
          ) : (
            <>
              <EmptyState>{t("wallet.pix.unavailable")}</EmptyState>
              <div className={styles.links}>
                <Link className={styles.link} to={withKeptQuery(ROUTES.addBankCard, search)}>
                  {t("wallet.withdraw.addCard")}
                </Link>
              </div>
            </>
          )
        }
      </ScreenState>
    </WalletScreen>
  );
}

function PixForm({ onBound }: { onBound: (account: BoundAccount) => void }) {
  const { t } = useTranslation();
  const holderMessage = useHolderMessage();
  const [keyType, setKeyType] = useState<PixKeyType>("CPF");
  const form = useCheckedForm(FIELDS, (typed) => checkPixForm(keyType, typed));
  const { values, problems } = form;
  const { bind, busy } = useBindAccount(bindPixKey, form, { boundToast: "wallet.pix.boundToast", onBound });

  const chooseType = (type: PixKeyType) => {
    setKeyType(type);
    form.clear("key");
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) bind({ keyType, key: values.key.trim(), holderName: values.holderName.trim() });
  };

  const keyProblem = problems.key;
  const input = PIX_INPUT[keyType];
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Tabs
        label={t("wallet.pix.keyType")}
        tabs={PIX_KEY_TYPES.map((type) => ({ id: type, label: t(`wallet.pix.type.${type}`) }))}
        value={keyType}
        onChange={chooseType}
      />
      <Field
        ref={form.ref("key")}
        label={t(`wallet.pix.type.${keyType}`)}
        placeholder={t(`wallet.pix.placeholder.${keyType}`)}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        maxLength={input.maxLength}
        dir="ltr"
        value={values.key}
        error={keyProblem ? t(`wallet.pix.error.${keyProblem === "invalid" ? keyType : keyProblem}`) : null}
        onChange={(event) => form.change("key", event.target.value)}
      />
      <Field
        ref={form.ref("holderName")}
        label={t("wallet.holderName")}
        autoComplete="name"
        maxLength={HOLDER_NAME_LENGTH.max + 10}
        value={values.holderName}
        error={problems.holderName ? holderMessage(problems.holderName) : null}
        onChange={(event) => form.change("holderName", event.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel={t("wallet.sending")}>
        {t("wallet.pix.submit")}
      </Button>
    </form>
  );
}
