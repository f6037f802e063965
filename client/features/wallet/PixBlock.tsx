import QRCode from "qrcode";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../lib/ui/Button";
import styles from "./Wallet.module.css";
import { copyText } from "../../lib/copyText";

const COPIED_MS = 2_000;

/** The Pix code as a real QR code (the `qrcode` library's encoder), so a bank app on another phone can scan it. */
function qrModules(code: string): { size: number; on: (row: number, column: number) => boolean } {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: "M" });
  return { size: modules.size, on: (row, column) => Boolean(modules.get(row, column)) };
}

/** SPEC §2 /m/voucherCenter, Pix: the "copy and paste" code the player pastes in their bank's app. */
export function PixBlock({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"idle" | "done" | "failed">("idle");
  const qr = useMemo(() => qrModules(code), [code]);
  const quiet = 2;
  return (
    <div className={styles.actions}>
      <svg
        className={styles.pattern}
        viewBox={`${-quiet} ${-quiet} ${qr.size + quiet * 2} ${qr.size + quiet * 2}`}
        role="img"
        aria-label={t("wallet.pix.qrLabel")}
        shapeRendering="crispEdges"
      >
        <rect x={-quiet} y={-quiet} width={qr.size + quiet * 2} height={qr.size + quiet * 2} fill="#fff" />
        {Array.from({ length: qr.size * qr.size }, (_, index) => {
          const row = Math.floor(index / qr.size);
          const column = index % qr.size;
          return qr.on(row, column) ? <rect key={index} x={column} y={row} width="1" height="1" fill="#111" /> : null;
        })}
      </svg>
      <p className={styles.hint}>{t("wallet.pix.copyHint")}</p>
      <p className={styles.code} data-testid="pix-code">
        {code}
      </p>
      <Button
        type="button"
        variant="secondary"
        onClick={() =>
          void copyText(code).then((ok) => {
            setCopied(ok ? "done" : "failed");
            setTimeout(() => setCopied("idle"), COPIED_MS);
          })
        }
      >
        {copied === "done" ? t("wallet.pix.copied") : t("wallet.pix.copy")}
      </Button>
      {copied === "failed" && (
        <p className={styles.error} role="alert">
          {t("wallet.pix.copyFailed")}
        </p>
      )}
    </div>
  );
}
