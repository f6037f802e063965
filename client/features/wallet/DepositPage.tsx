import { useStore } from "jotai";
import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DepositOrder, depositOrder, type DepositSettings, depositSettings, depositSubmit } from "#shared/contract";
import { depositEvent, refreshBalance, transactionCountsAtom } from "../../core/wallet";
import { useNotices } from "../../core/notices";
import { call } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { ScreenState, Skeleton, useScreenAction, useScreenLoad } from "../../core/screen/ScreenState";
import { Spinner } from "../../lib/ui/Spinner";
import { AmountField } from "./AmountField";
import { amountInputText } from "./amountRules";
import { BalanceCard } from "./BalanceCard";
import { MoneyConfirmation } from "./MoneyConfirmation";
import { useMoneyPost } from "./moneyPost";
import { trackDepositCompleted, trackDepositSubmitted } from "./moneyEvents";
import { PixBlock } from "./PixBlock";
import { useAmountInput } from "./useAmountInput";
import { useMoney } from "./useMoney";
import { WalletScreen } from "./WalletScreen";
import ui from "../../lib/ui/Screen.module.css";
import styles from "./Wallet.module.css";

/** SPEC §2 /m/voucherCenter: deposit. */
export function DepositPage() {
  const { t } = useTranslation();
  const load = useScreenLoad(() => call(depositSettings, { alert: false }));
  return (
    <WalletScreen title={t("screens.voucherCenter.title")}>
      <BalanceCard />
      <ScreenState
        load={load}
        skeleton={<Skeleton variant="card" count={2} />}
        isEmpty={(settings) => settings.channels.length === 0}
        empty={t("wallet.deposit.noChannels")}
      >
        {(settings) => <DepositForm settings={settings} />}
      </ScreenState>
    </WalletScreen>
  );
}

function DepositForm({ settings }: { settings: DepositSettings }) {
  const { t } = useTranslation();
  const store = useStore();
  const notices = useNotices();
  const action = useScreenAction();
  const send = useMoneyPost(depositSubmit);
  const { format, locale, conventions } = useMoney(settings.currency);
  const [channelId, setChannelId] = useState(settings.channels[0]!.id);
  // The amount the player asked to deposit, waiting for their Confirm (issue #34, finding 6).
  const [confirming, setConfirming] = useState<number | null>(null);
  const [order, setOrder] = useState<DepositOrder | null>(null);
  // Whether the order being made is the player's first deposit (SPEC §3 firstDeposit), as the counts said at submit.
  const [firstOrder, setFirstOrder] = useState(false);
  const channel = settings.channels.find((candidate) => candidate.id === channelId) ?? settings.channels[0]!;
  const limits = { decimals: settings.decimals, min: channel.min, max: channel.max };
  const input = useRef<HTMLInputElement>(null);
  const amount = useAmountInput(limits, conventions, input);

  if (order) {
    return (
      <DepositStatus
        order={order}
        format={format}
        first={firstOrder}
        onChange={setOrder}
        onAnother={() => {
          setOrder(null);
          amount.reset();
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.validate();
    if (value !== null) setConfirming(value);
  };

  const place = (value: number) => {
    void action.run("deposit", async () => {
      try {
        const counts = store.get(transactionCountsAtom).value;
        const made = await send({ channelId: channel.id, amount: value });
        setFirstOrder(counts?.totalDepositSuccessCount === 0);
        trackDepositSubmitted(store, made);
        setOrder(made);
        // SPEC §4: counts (and the balance with them) are checked again 2.5 s after a deposit event.
        depositEvent(store);
      } catch (error) {
        notices.error(error);
      } finally {
        setConfirming(null);
      }
    });
  };

  const choices = settings.amountChoices.filter((choice) => choice >= channel.min && choice <= channel.max);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("wallet.deposit.channel")}</legend>
        {settings.channels.map((candidate) => (
          <label key={candidate.id} className={styles.option}>
            <input
              type="radio"
              name="channel"
              value={candidate.id}
              checked={candidate.id === channel.id}
              onChange={() => {
                setChannelId(candidate.id);
                amount.recheck({ decimals: settings.decimals, min: candidate.min, max: candidate.max });
              }}
            />
            <span className={styles.optionName}>{`${candidate.name} · ${t(`wallet.channelKind.${candidate.kind}`)}`}</span>
            <span className={styles.optionDetail}>{t("wallet.limits", { min: format(candidate.min), max: format(candidate.max) })}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.chips} role="group" aria-label={t("wallet.deposit.choices")}>
        {choices.map((choice) => {
          const value = amountInputText(choice, settings.decimals, locale);
          return (
            <button key={choice} type="button" className={styles.chip} aria-pressed={amount.text === value} onClick={() => amount.change(value)}>
              {format(choice)}
            </button>
          );
        })}
      </div>
      <AmountField ref={input} amount={amount} currency={settings.currency} limits={limits} format={format} locale={locale} />
      <p className={styles.hint}>{t("wallet.limits", { min: format(channel.min), max: format(channel.max) })}</p>
      <Button type="submit" busy={action.busy !== null} busyLabel={t("wallet.sending")}>
        {t("wallet.deposit.submit")}
      </Button>
      {confirming !== null && (
        <MoneyConfirmation
          title={t("wallet.confirm.depositTitle")}
          facts={[
            [t("wallet.amount.label"), format(confirming)],
            [t("wallet.deposit.channel"), `${channel.name} · ${t(`wallet.channelKind.${channel.kind}`)}`],
          ]}
          busy={action.busy !== null}
          onConfirm={() => place(confirming)}
          onChange={() => {
            setConfirming(null);
            input.current?.focus();
          }}
        />
      )}
    </form>
  );
}

/**
 * A submitted deposit: pending until the payment provider confirms it, then completed. It is read again
 * whenever the core's polling brings new counts (2.5 s after the deposit event, then every 30 s), and on demand.
 */
function DepositStatus({
  order,
  first,
  format,
  onChange,
  onAnother,
}: {
  order: DepositOrder;
  first: boolean;
  format: (amount: number) => string;
  onChange: (order: DepositOrder) => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const store = useStore();
  const [checking, setChecking] = useState(false);
  const pending = order.status === "pending";

  const check = async () => {
    setChecking(true);
    try {
      const latest = await call(depositOrder, { query: { id: String(order.id) }, alert: false });
      onChange(latest);
      if (latest.status === "completed") void refreshBalance(store);
    } catch {
      // The next poll asks again; the button stays for the player meanwhile.
    } finally {
      setChecking(false);
    }
  };
  // Each fresh answer of the core's polling (SPEC §4: 2.5 s after the deposit event, then every 30 s) reads the order again.
  const onCounts = useEffectEvent(() => {
    if (pending && store.get(transactionCountsAtom).status === "ready") void check();
  });
  useEffect(() => store.sub(transactionCountsAtom, onCounts), [store]);
  useEffect(() => {
    if (order.status === "completed") trackDepositCompleted(store, order, first);
  }, [store, order, first]);

  return (
    <div className={`${ui.card} ${styles.status}`} role="status" aria-live="polite" data-testid="deposit-status" data-status={order.status}>
      <p className={`${ui.sectionTitle} ${styles.statusHead} ${pending ? "" : styles.done}`}>
        {pending ? <Spinner size={20} /> : <span aria-hidden="true">✓</span>}
        {pending ? t("wallet.deposit.pending") : t("wallet.deposit.completed")}
      </p>
      <dl className={styles.facts}>
        <dt>{t("wallet.amount.label")}</dt>
        <dd>{format(order.amount)}</dd>
        <dt>{t("wallet.deposit.reference")}</dt>
        <dd dir="ltr">{order.reference}</dd>
      </dl>
      {pending && order.pixCode && <PixBlock code={order.pixCode} />}
      {pending && !order.pixCode && <p className={styles.hint}>{t("wallet.deposit.transferHint")}</p>}
      <div className={styles.actions}>
        {pending ? (
          <Button type="button" variant="secondary" busy={checking} busyLabel={t("wallet.deposit.checking")} onClick={() => void check()}>
            {t("wallet.deposit.check")}
          </Button>
        ) : (
          <Button type="button" onClick={onAnother}>
            {t("wallet.deposit.another")}
          </Button>
        )}
      </div>
    </div>
  );
}
