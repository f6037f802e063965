import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { bindBankCard, type WithdrawAccountInfo } from "#shared/contract";
import { CARD_LENGTH, HOLDER_NAME_LENGTH } from "#shared/moneyRules";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { Button } from "../../lib/ui/Button";
import { Field, SelectField } from "../../lib/ui/Field";
import { ScreenState, Skeleton } from "../../core/screen/ScreenState";
import { useCheckedForm } from "../../lib/ui/useCheckedForm";
import { AccountList } from "./AccountList";
import { type CardField, checkCardForm, groupCardDigits } from "./cardRules";
import { useAccountInfo } from "./useAccountInfo";
import { useBindAccount } from "./useBindAccount";
import { useHolderMessage } from "./useHolderMessage";
import { WalletScreen } from "./WalletScreen";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./Wallet.module.css";

const FIELDS: CardField[] = ["bankCode", "holderName", "cardNumber"];

/** SPEC §2 /m/securityCenter/addBankCard: bind a bank card for withdrawals. */
export function BankCardPage() {
  const { t } = useTranslation();
  const { load, addAccount } = useAccountInfo();
  const { search } = useLocation();
  return (
    <WalletScreen title={t("screens.addBankCard.title")}>
      <ScreenState load={load} skeleton={<Skeleton variant="card" count={3} />}>
        {(info) => (
          <>
            <CardForm info={info} onBound={addAccount} />
            <h2 className={ui.cardTitle}>{t("wallet.card.bound")}</h2>
            <AccountList accounts={info.accounts.filter((account) => account.kind === "BANK_CARD")} empty={t("wallet.card.none")} />
            <div className={styles.links}>
              {info.pixAvailable && (
                <Link className={styles.link} to={withKeptQuery(ROUTES.addBankCardPix, search)}>
                  {t("wallet.withdraw.addPix")}
                </Link>
              )}
              <Link className={styles.link} to={withKeptQuery(ROUTES.withdraw, search)}>
                {t("screens.withdraw.title")}
              </Link>
            </div>
          </>
        )}
      </ScreenState>
    </WalletScreen>
  );
}

function CardForm({ info, onBound }: { info: WithdrawAccountInfo; onBound: (account: WithdrawAccountInfo["accounts"][number]) => void }) {
  const { t } = useTranslation();
  const holderMessage = useHolderMessage();
  const form = useCheckedForm(FIELDS, checkCardForm);
  const { values, problems } = form;
  const { bind, busy } = useBindAccount(bindBankCard, form, { boundToast: "wallet.card.boundToast", onBound });

  const message = (field: CardField) => {
    const problem = problems[field];
    if (!problem) return null;
    if (field === "bankCode") return t("wallet.card.error.bank");
    if (field === "holderName") return holderMessage(problem);
    return t(`wallet.card.error.${problem}`, { min: String(CARD_LENGTH.min), max: String(CARD_LENGTH.max), count: CARD_LENGTH.max });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate()) bind({ bankCode: values.bankCode, holderName: values.holderName.trim(), cardNumber: values.cardNumber });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SelectField
        ref={form.ref("bankCode")}
        label={t("wallet.card.bank")}
        value={values.bankCode}
        error={message("bankCode")}
        onChange={(event) => form.change("bankCode", event.target.value)}
      >
        <option value="">{t("wallet.card.chooseBank")}</option>
        {info.banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <Field
        ref={form.ref("holderName")}
        label={t("wallet.holderName")}
        autoComplete="cc-name"
        maxLength={HOLDER_NAME_LENGTH.max + 10}
        value={values.holderName}
        error={message("holderName")}
        onChange={(event) => form.change("holderName", event.target.value)}
      />
      <Field
        ref={form.ref("cardNumber")}
        label={t("wallet.card.number")}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        maxLength={CARD_LENGTH.max + 8}
        value={values.cardNumber}
        error={message("cardNumber")}
        onChange={(event) => form.change("cardNumber", groupCardDigits(event.target.value))}
      />
      <p className={styles.hint}>{t("wallet.card.privacy")}</p>
      <Button type="submit" busy={busy} busyLabel={t("wallet.sending")}>
        {t("wallet.card.submit")}
      </Button>
    </form>
  );
}
