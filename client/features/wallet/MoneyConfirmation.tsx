import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../lib/ui/BottomSheet";
import { Button } from "../../lib/ui/Button";
import styles from "./Wallet.module.css";

/**
 * The last look before money moves (issue #34, finding 6): the amount as it will be sent and where it goes, with
 * Confirm and Change. Nothing is sent until Confirm; while it is being sent the sheet stays, and cannot be closed.
 */
export function MoneyConfirmation({
  title,
  facts,
  busy,
  onConfirm,
  onChange,
}: {
  title: string;
  facts: readonly (readonly [label: string, value: ReactNode])[];
  busy: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BottomSheet title={title} titleId="money-confirmation-title" closeLabel={t("app.close")} onClose={onChange} closeDisabled={busy}>
      <dl className={`${styles.facts} ${styles.confirmFacts}`} data-testid="money-confirmation">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button type="button" busy={busy} busyLabel={t("wallet.sending")} onClick={onConfirm}>
          {t("wallet.confirm.send")}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onChange}>
          {t("wallet.confirm.edit")}
        </Button>
      </div>
    </BottomSheet>
  );
}
