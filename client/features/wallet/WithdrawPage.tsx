import { useStore } from "jotai";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { TIMING } from "#shared/constants";
import { type WithdrawAccountInfo, type WithdrawOrder, withdrawSubmit } from "#shared/contract";
import { withdrawFee } from "#shared/moneyRules";
import { withKeptQuery } from "#shared/navigation";
import { ROUTES } from "#shared/routes";
import { refreshBalance, refreshTransactionCounts } from "../../core/wallet";
import { useNotices } from "../../core/notices";
import { RequestError } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { EmptyState, ScreenState, Skeleton, useScreenAction } from "../../core/screen/ScreenState";
import { AccountText } from "./AccountList";
import { AmountField } from "./AmountField";
import { MoneyConfirmation } from "./MoneyConfirmation";
import { amountInputText, checkAmountInput } from "./amountRules";
import { useMoneyPost } from "./moneyPost";
import { useAmountInput } from "./useAmountInput";
import { useMoney } from "./useMoney";
import { trackWithdrawal } from "./moneyEvents";
import { useAccountInfo } from "./useAccountInfo";
import { WalletScreen } from "./WalletScreen";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./Wallet.module.css";

/** SPEC §2 /m/withdraw: withdrawal to a bound account. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const { load } = useAccountInfo();
  return (
    <WalletScreen title={t("screens.withdraw.title")}>
      <ScreenState load={load} skeleton={<Skeleton variant="card" count={3} />}>
        {(info) => <WithdrawForm info={info} reload={load.retry} />}
      </ScreenState>
    </WalletScreen>
  );
}

function BindLinks({ info }: { info: WithdrawAccountInfo }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <div className={styles.links}>
      <Link className={styles.link} to={withKeptQuery(ROUTES.addBankCard, search)}>
        {t("wallet.withdraw.addCard")}
      </Link>
      {info.pixAvailable && (
        <Link className={styles.link} to={withKeptQuery(ROUTES.addBankCardPix, search)}>
          {t("wallet.withdraw.addPix")}
        </Link>
      )}
    </div>
  );
}

function WithdrawForm({ info, reload }: { info: WithdrawAccountInfo; reload: () => void }) {
  const { t } = useTranslation();
  const store = useStore();
  const notices = useNotices();
  const action = useScreenAction();
  const send = useMoneyPost(withdrawSubmit);
  const { format, locale, conventions } = useMoney(info.currency);
  const [accountId, setAccountId] = useState<number | null>(info.accounts[0]?.id ?? null);
  const [accountMissing, setAccountMissing] = useState(false);
  const [done, setDone] = useState<WithdrawOrder | null>(null);
  // The amount the player asked to withdraw, waiting for their Confirm (issue #34, finding 6).
  const [confirming, setConfirming] = useState<number | null>(null);
  const limits = { decimals: info.decimals, min: info.min, max: info.max, balance: info.balance, dailyRemaining: info.dailyRemaining };
  const input = useRef<HTMLInputElement>(null);
  const amount = useAmountInput(limits, conventions, input);
  const parsed = checkAmountInput(amount.text, limits, conventions);
  const fee = "amount" in parsed ? withdrawFee(parsed.amount, info.fee, info.decimals) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAccountMissing(accountId === null);
    const value = amount.validate();
    if (value !== null && accountId !== null) setConfirming(value);
  };

  const place = (value: number, to: number) => {
    void action.run("withdraw", async () => {
      try {
        const order = await send({ accountId: to, amount: value });
        setDone(order);
        trackWithdrawal(store, order);
        notices.toast({ key: "wallet.withdraw.doneToast" }, TIMING.withdrawalDoneToast);
        void refreshBalance(store);
        void refreshTransactionCounts(store);
      } catch (error) {
        // The platform's refusal in the player's language (insufficient funds, daily limit, …).
        notices.error(error);
        if (error instanceof RequestError && error.errorCode === "insufficient_funds") amount.refuse("aboveBalance");
      } finally {
        setConfirming(null);
      }
    });
  };
  const account = info.accounts.find((candidate) => candidate.id === accountId);
  const confirmingFee = confirming === null ? 0 : withdrawFee(confirming, info.fee, info.decimals);

  if (done) {
    return (
      <div className={`${ui.card} ${styles.status}`} role="status" data-testid="withdraw-done">
        <p className={`${ui.sectionTitle} ${styles.statusHead} ${styles.done}`}>
          <span aria-hidden="true">✓</span>
          {t("wallet.withdraw.done")}
        </p>
        <dl className={styles.facts}>
          <dt>{t("wallet.amount.label")}</dt>
          <dd>{format(done.amount)}</dd>
          <dt>{t("wallet.withdraw.fee")}</dt>
          <dd>{format(done.fee)}</dd>
          <dt>{t("wallet.withdraw.paidOut")}</dt>
          <dd>{format(done.paidOut)}</dd>
          <dt>{t("wallet.balance")}</dt>
          <dd>{format(done.balance)}</dd>
        </dl>
        <Button type="button" onClick={reload}>
          {t("wallet.withdraw.another")}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={`${ui.highlight} ${styles.summary}`}>
        <div className={styles.summaryRow}>
          <span>{t("wallet.balance")}</span>
          <strong data-testid="withdraw-balance">{format(info.balance)}</strong>
        </div>
        <div className={styles.summaryRow}>
          <span>{t("wallet.withdraw.withdrawable")}</span>
          <span>{format(info.withdrawable)}</span>
        </div>
        <p className={styles.counts}>{t("wallet.withdraw.daily", { limit: format(info.dailyLimit), remaining: format(info.dailyRemaining) })}</p>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("wallet.withdraw.account")}</legend>
        {info.accounts.length === 0 ? (
          <EmptyState>{t("wallet.withdraw.noAccounts")}</EmptyState>
        ) : (
          info.accounts.map((account) => (
            <label key={account.id} className={styles.option}>
              <input
                type="radio"
                name="account"
                value={account.id}
                checked={account.id === accountId}
                onChange={() => {
                  setAccountId(account.id);
                  setAccountMissing(false);
                }}
              />
              <AccountText account={account} />
            </label>
          ))
        )}
        {accountMissing && (
          <p className={styles.error} role="alert">
            {t("wallet.withdraw.accountRequired")}
          </p>
        )}
        <BindLinks info={info} />
      </fieldset>
      <AmountField
        ref={input}
        amount={amount}
        currency={info.currency}
        limits={limits}
        format={format}
        locale={locale}
        suffix={
          <button type="button" className={styles.chip} onClick={() => amount.change(amountInputText(info.withdrawable, info.decimals, locale))}>
            {t("wallet.withdraw.all")}
          </button>
        }
      />
      <p className={styles.hint}>
        {t("wallet.limits", { min: format(info.min), max: format(info.max) })}
        {" · "}
        {t("wallet.withdraw.feeRule", { rate: `${(info.fee.rate * 100).toLocaleString(locale)} %`, minimum: format(info.fee.minimum) })}
      </p>
      {fee !== null && "amount" in parsed && (
        <dl className={styles.facts} aria-live="polite">
          <dt>{t("wallet.withdraw.fee")}</dt>
          <dd>{format(fee)}</dd>
          <dt>{t("wallet.withdraw.paidOut")}</dt>
          <dd>{format(Math.max(0, parsed.amount - fee))}</dd>
        </dl>
      )}
      <Button type="submit" busy={action.busy !== null} busyLabel={t("wallet.sending")}>
        {t("wallet.withdraw.submit")}
      </Button>
      {confirming !== null && account && (
        <MoneyConfirmation
          title={t("wallet.confirm.withdrawTitle")}
          facts={[
            [t("wallet.amount.label"), format(confirming)],
            [t("wallet.withdraw.account"), <AccountText key="account" account={account} />],
            [t("wallet.withdraw.fee"), format(confirmingFee)],
            [t("wallet.withdraw.paidOut"), format(Math.max(0, confirming - confirmingFee))],
          ]}
          busy={action.busy !== null}
          onConfirm={() => place(confirming, account.id)}
          onChange={() => {
            setConfirming(null);
            input.current?.focus();
          }}
        />
      )}
    </form>
  );
}
