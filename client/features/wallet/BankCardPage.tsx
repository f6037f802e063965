import { useStore } from "jotai";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { bindBankCard, withdrawAccountInfo, type WithdrawAccountInfo } from "../../../shared/contract";
import { CARD_LENGTH, HOLDER_NAME_LENGTH } from "../../../shared/moneyRules";
import { withKeptQuery } from "../../../shared/navigation";
import { ROUTES } from "../../../shared/routes";
import { refreshTransactionCounts } from "../../core/wallet";
import { useNotices } from "../../core/notices";
import { call } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { Field } from "../../lib/ui/Field";
import { ScreenState, Skeleton, useScreenAction, useScreenLoad } from "../../lib/ui/ScreenState";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { AccountList } from "./AccountList";
import { type CardField, type CardProblems, checkCardForm, groupCardDigits } from "./cardRules";
import { refusedField, useMoneyPost } from "./moneyPost";
import { useHolderMessage } from "./useHolderMessage";
import styles from "./Wallet.module.css";

const BOUND_TOAST_MS = 2_000;
const FIELDS: CardField[] = ["bankCode", "holderName", "cardNumber"];

/** SPEC §2 /m/securityCenter/addBankCard: bind a bank card for withdrawals. */
export function BankCardPage() {
  const { t } = useTranslation();
  const title = t("screens.addBankCard.title");
  useDocumentTitle(title);
  const load = useScreenLoad(() => call(withdrawAccountInfo, { alert: false }));
  const { search } = useLocation();
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {title}
      </h1>
      <ScreenState load={load} skeleton={<Skeleton variant="card" count={3} />}>
        {(info) => (
          <>
            <CardForm info={info} onBound={(account) => load.update((current) => ({ ...current, accounts: [...current.accounts, account] }))} />
            <h2 className={styles.subtitle}>{t("wallet.card.bound")}</h2>
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
    </section>
  );
}

function CardForm({ info, onBound }: { info: WithdrawAccountInfo; onBound: (account: WithdrawAccountInfo["accounts"][number]) => void }) {
  const { t } = useTranslation();
  const store = useStore();
  const notices = useNotices();
  const action = useScreenAction();
  const send = useMoneyPost(bindBankCard);
  const holderMessage = useHolderMessage();
  const bankId = useId();
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const empty = { bankCode: "", holderName: "", cardNumber: "" };
  const [values, setValues] = useState<Record<CardField, string>>(empty);
  const [problems, setProblems] = useState<CardProblems>({});
  const [checked, setChecked] = useState(false);

  const change = (field: CardField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setProblems(checkCardForm(next));
  };
  const show = (found: CardProblems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };
  const message = (field: CardField) => {
    const problem = problems[field];
    if (!problem) return null;
    if (field === "bankCode") return t("wallet.card.error.bank");
    if (field === "holderName") return holderMessage(problem);
    return t(`wallet.card.error.${problem}`, { min: String(CARD_LENGTH.min), max: String(CARD_LENGTH.max) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = checkCardForm(values);
    if (Object.keys(found).length > 0) return show(found);
    void action.run("bind", async () => {
      try {
        const account = await send({ bankCode: values.bankCode, holderName: values.holderName.trim(), cardNumber: values.cardNumber });
        onBound(account);
        setValues(empty);
        setChecked(false);
        setProblems({});
        notices.toast({ key: "wallet.card.boundToast" }, BOUND_TOAST_MS);
        void refreshTransactionCounts(store);
      } catch (error) {
        const field = refusedField(error);
        if (field && (FIELDS as string[]).includes(field.field)) show({ [field.field]: field.problem } as CardProblems);
        else notices.error(error);
      }
    });
  };

  const bankError = message("bankCode");
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={bankId} className={styles.label}>
          {t("wallet.card.bank")}
        </label>
        <select
          id={bankId}
          ref={(element) => void (inputs.current.bankCode = element)}
          className={bankError ? `${styles.select} ${styles.selectInvalid}` : styles.select}
          value={values.bankCode}
          aria-invalid={bankError ? true : undefined}
          aria-describedby={bankError ? `${bankId}-error` : undefined}
          onChange={(event) => change("bankCode", event.target.value)}
        >
          <option value="">{t("wallet.card.chooseBank")}</option>
          {info.banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
        {bankError && (
          <p id={`${bankId}-error`} className={styles.error} role="alert">
            {bankError}
          </p>
        )}
      </div>
      <Field
        ref={(element) => void (inputs.current.holderName = element)}
        label={t("wallet.holderName")}
        autoComplete="cc-name"
        maxLength={HOLDER_NAME_LENGTH.max + 10}
        value={values.holderName}
        error={message("holderName")}
        onChange={(event) => change("holderName", event.target.value)}
      />
      <Field
        ref={(element) => void (inputs.current.cardNumber = element)}
        label={t("wallet.card.number")}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        maxLength={CARD_LENGTH.max + 8}
        value={values.cardNumber}
        error={message("cardNumber")}
        onChange={(event) => change("cardNumber", groupCardDigits(event.target.value))}
      />
      <p className={styles.hint}>{t("wallet.card.privacy")}</p>
      <Button type="submit" busy={action.busy !== null} busyLabel={t("wallet.sending")}>
        {t("wallet.card.submit")}
      </Button>
    </form>
  );
}
