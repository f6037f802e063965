import { useStore } from "jotai";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { bindPixKey, type BoundAccount, PIX_KEY_TYPES, type PixKeyType, withdrawAccountInfo } from "../../../shared/contract";
import { HOLDER_NAME_LENGTH } from "../../../shared/moneyRules";
import { withKeptQuery } from "../../../shared/navigation";
import { ROUTES } from "../../../shared/routes";
import { refreshTransactionCounts } from "../../core/wallet";
import { useNotices } from "../../core/notices";
import { call } from "../../lib/request";
import { Button } from "../../lib/ui/Button";
import { Field } from "../../lib/ui/Field";
import { EmptyState, ScreenState, Skeleton, useScreenAction, useScreenLoad } from "../../lib/ui/ScreenState";
import { Tabs } from "../../lib/ui/Tabs";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { AccountList } from "./AccountList";
import { checkPixForm, PIX_INPUT, type PixField, type PixProblems } from "./cardRules";
import { refusedField, useMoneyPost } from "./moneyPost";
import { useHolderMessage } from "./useHolderMessage";
import styles from "./Wallet.module.css";

const BOUND_TOAST_MS = 2_000;
const FIELDS: PixField[] = ["key", "holderName"];

/** SPEC §2 /m/securityCenter/addBankCardPix: bind a Pix key (Brazil, BRL) for withdrawals. */
export function PixKeyPage() {
  const { t } = useTranslation();
  const title = t("screens.addBankCardPix.title");
  useDocumentTitle(title);
  const load = useScreenLoad(() => call(withdrawAccountInfo, { alert: false }));
  const { search } = useLocation();
  return (
    <section className={styles.screen} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {title}
      </h1>
      <ScreenState load={load} skeleton={<Skeleton variant="card" count={3} />}>
        {(info) =>
          info.pixAvailable ? (
            <>
              <PixForm onBound={(account) => load.update((current) => ({ ...current, accounts: [...current.accounts, account] }))} />
              <h2 className={styles.subtitle}>{t("wallet.pix.bound")}</h2>
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
    </section>
  );
}

function PixForm({ onBound }: { onBound: (account: BoundAccount) => void }) {
  const { t } = useTranslation();
  const store = useStore();
  const notices = useNotices();
  const action = useScreenAction();
  const send = useMoneyPost(bindPixKey);
  const holderMessage = useHolderMessage();
  const inputs = useRef<Partial<Record<PixField, HTMLInputElement | null>>>({});
  const [keyType, setKeyType] = useState<PixKeyType>("CPF");
  const [values, setValues] = useState<Record<PixField, string>>({ key: "", holderName: "" });
  const [problems, setProblems] = useState<PixProblems>({});
  const [checked, setChecked] = useState(false);

  const change = (field: PixField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setProblems(checkPixForm(keyType, next));
  };
  const show = (found: PixProblems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };
  const chooseType = (type: PixKeyType) => {
    setKeyType(type);
    setValues((current) => ({ ...current, key: "" }));
    setProblems((current) => ({ ...current, key: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = checkPixForm(keyType, values);
    if (Object.keys(found).length > 0) return show(found);
    void action.run("bind", async () => {
      try {
        const account = await send({ keyType, key: values.key.trim(), holderName: values.holderName.trim() });
        onBound(account);
        setValues({ key: "", holderName: "" });
        setChecked(false);
        setProblems({});
        notices.toast({ key: "wallet.pix.boundToast" }, BOUND_TOAST_MS);
        void refreshTransactionCounts(store);
      } catch (error) {
        const field = refusedField(error);
        if (field && (FIELDS as string[]).includes(field.field)) show({ [field.field]: field.problem } as PixProblems);
        else notices.error(error);
      }
    });
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
        ref={(element) => void (inputs.current.key = element)}
        label={t(`wallet.pix.type.${keyType}`)}
        placeholder={t(`wallet.pix.placeholder.${keyType}`)}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        maxLength={input.maxLength}
        dir="ltr"
        value={values.key}
        error={keyProblem ? t(`wallet.pix.error.${keyProblem === "invalid" ? keyType : keyProblem}`) : null}
        onChange={(event) => change("key", event.target.value)}
      />
      <Field
        ref={(element) => void (inputs.current.holderName = element)}
        label={t("wallet.holderName")}
        autoComplete="name"
        maxLength={HOLDER_NAME_LENGTH.max + 10}
        value={values.holderName}
        error={problems.holderName ? holderMessage(problems.holderName) : null}
        onChange={(event) => change("holderName", event.target.value)}
      />
      <Button type="submit" busy={action.busy !== null} busyLabel={t("wallet.sending")}>
        {t("wallet.pix.submit")}
      </Button>
    </form>
  );
}
