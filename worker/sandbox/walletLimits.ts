import type { Bank, DepositChannel, WithdrawAccountInfo } from "#shared/contract";

/**
 * What the sandbox platform offers in each demo currency (docs/decisions/018): deposit channels and their
 * limits, one-tap amounts, withdrawal limits and fee, and the banks a card may be bound with. Plain,
 * plausible numbers; a real platform's are the merchant's.
 */
export interface CurrencyTerms {
  channels: DepositChannel[];
  amountChoices: number[];
  withdraw: { min: number; max: number; dailyLimit: number; fee: WithdrawAccountInfo["fee"] };
  banks: Bank[];
}

const TERMS: Record<string, CurrencyTerms> = {
  BRL: {
    channels: [
      { id: "pix", name: "Pix", kind: "PIX", min: 10, max: 50_000 },
      { id: "ted", name: "TED", kind: "BANK", min: 50, max: 100_000 },
      { id: "card", name: "Visa / Mastercard", kind: "CARD", min: 20, max: 5_000 },
    ],
    amountChoices: [20, 50, 100, 200, 500, 1_000],
    withdraw: { min: 20, max: 50_000, dailyLimit: 100_000, fee: { rate: 0.01, minimum: 1 } },
    banks: [
      { code: "001", name: "Banco do Brasil" },
      { code: "341", name: "Itaú Unibanco" },
      { code: "237", name: "Bradesco" },
      { code: "104", name: "Caixa Econômica Federal" },
      { code: "260", name: "Nubank" },
      { code: "033", name: "Santander Brasil" },
    ],
  },
  VND: {
    channels: [
      { id: "bank", name: "Internet Banking", kind: "BANK", min: 50_000, max: 300_000_000 },
      { id: "momo", name: "MoMo", kind: "EWALLET", min: 20_000, max: 50_000_000 },
      { id: "zalopay", name: "ZaloPay", kind: "EWALLET", min: 20_000, max: 50_000_000 },
    ],
    amountChoices: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
    withdraw: { min: 100_000, max: 100_000_000, dailyLimit: 300_000_000, fee: { rate: 0.01, minimum: 5_000 } },
    banks: [
      { code: "VCB", name: "Vietcombank" },
      { code: "TCB", name: "Techcombank" },
      { code: "BIDV", name: "BIDV" },
      { code: "CTG", name: "VietinBank" },
      { code: "MB", name: "MB Bank" },
      { code: "ACB", name: "ACB" },
    ],
  },
  AED: {
    channels: [
      { id: "bank", name: "UAEFTS", kind: "BANK", min: 50, max: 50_000 },
      { id: "card", name: "Visa / Mastercard", kind: "CARD", min: 20, max: 10_000 },
    ],
    amountChoices: [50, 100, 200, 500, 1_000, 2_000],
    withdraw: { min: 50, max: 20_000, dailyLimit: 50_000, fee: { rate: 0.01, minimum: 2 } },
    banks: [
      { code: "ENBD", name: "Emirates NBD" },
      { code: "FAB", name: "First Abu Dhabi Bank" },
      { code: "ADCB", name: "Abu Dhabi Commercial Bank" },
      { code: "DIB", name: "Dubai Islamic Bank" },
      { code: "MSHQ", name: "Mashreq" },
    ],
  },
};

/** A currency the sandbox has no terms for gets BRL's shape, scaled by nothing: only the demo merchants matter here. */
export function termsFor(currency: string): CurrencyTerms {
  return TERMS[currency] ?? TERMS.BRL!;
}

/** At most this many accounts of one kind per player. */
export const ACCOUNTS_PER_KIND = 5;

/** Pix is Brazil's: only a BRL wallet may bind a key or pay with it. */
export const pixAvailable = (currency: string) => currency === "BRL";

/** How long a deposit stays pending when neither the merchant's test setting nor the wrangler var says (ms). */
export const DEFAULT_DEPOSIT_DELAY_MS = 2_000;
