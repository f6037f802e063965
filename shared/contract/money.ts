import { endpoint, type AnyEndpoint, type None } from "./endpoint.ts";

/**
 * Money (issue #11, docs/decisions/018): balance, deposit, withdrawal and the accounts a player binds.
 * SPEC §7 names MCSFE_getDepositSettings and MCSFE_getWithdrawAccountInfo but not their fields; every
 * other path here is ours. Amounts are in the merchant's currency, in major units (reais, dong, dirhams).
 */

export interface Balance {
  balance: number;
  currency: string;
}

export type ChannelKind = "PIX" | "BANK" | "EWALLET" | "CARD";
export interface DepositChannel {
  id: string;
  /** A brand name (Pix, MoMo, Visa / Mastercard); the client names the kind in the player's language. */
  name: string;
  kind: ChannelKind;
  min: number;
  max: number;
}
export interface DepositSettings {
  currency: string;
  /** Digits allowed after the decimal separator (0 for VND). */
  decimals: number;
  channels: DepositChannel[];
  /** The amounts offered as one-tap choices. */
  amountChoices: number[];
}

export type DepositStatus = "pending" | "completed";
export interface DepositOrder {
  id: number;
  channelId: string;
  amount: number;
  currency: string;
  status: DepositStatus;
  /** Pix "copy and paste" code (an EMV BR Code); null for other channels. */
  pixCode: string | null;
  /** What a bank transfer quotes. */
  reference: string;
  createdAt: number;
}

export type AccountKind = "BANK_CARD" | "PIX" | "EWALLET" | "VIRTUAL";
export type PixKeyType = "CPF" | "CNPJ" | "EMAIL" | "PHONE" | "EVP";
export const PIX_KEY_TYPES: readonly PixKeyType[] = ["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"];

/** A bound withdrawal account; only a masked form of the number or key ever leaves the platform. */
export interface BoundAccount {
  id: number;
  kind: AccountKind;
  /** Bank or wallet name. */
  provider: string;
  holderName: string;
  masked: string;
  keyType: PixKeyType | null;
  createdAt: number;
}

export interface Bank {
  code: string;
  name: string;
}

export interface WithdrawAccountInfo {
  currency: string;
  decimals: number;
  balance: number;
  /** The most that may be asked for now: the balance within the per-request and daily limits. */
  withdrawable: number;
  min: number;
  max: number;
  dailyLimit: number;
  dailyRemaining: number;
  /** The fee is `rate` of the amount, at least `minimum`, taken from what is paid out. */
  fee: { rate: number; minimum: number };
  accounts: BoundAccount[];
  /** Banks a card may be bound with. */
  banks: Bank[];
  /** Pix exists for BRL only. */
  pixAvailable: boolean;
}

export interface WithdrawOrder {
  id: number;
  accountId: number;
  amount: number;
  fee: number;
  /** What reaches the account: amount less fee. */
  paidOut: number;
  currency: string;
  status: "completed";
  balance: number;
  createdAt: number;
}

/** SPEC §3 Transaction counts. Bank cards and Pix keys are the bank-card list; e-wallets and virtual (crypto) wallets their own. */
export interface TransactionCounts {
  totalDepositSuccessCount: number;
  totalWithdrawSuccessCount: number;
  fullBankCardList: BoundAccount[];
  fullVirtualWalletList: BoundAccount[];
  fullEWalletList: BoundAccount[];
}

/** Every money post carries one: the platform refuses a second post with the same id (`duplicate_request`). */
export interface ClientRequest {
  requestId: string;
}
export interface DepositRequest extends ClientRequest {
  channelId: string;
  amount: number;
}
export interface WithdrawRequest extends ClientRequest {
  accountId: number;
  amount: number;
}
export interface BindBankCardRequest extends ClientRequest {
  bankCode: string;
  holderName: string;
  cardNumber: string;
}
export interface BindPixKeyRequest extends ClientRequest {
  keyType: PixKeyType;
  key: string;
  holderName: string;
}

/** The refusal of a repeated request id; its `value` is what the first request made, when it made something. */
export const DUPLICATE_REQUEST = "duplicate_request";
export const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

// ---- Endpoints ----

const read = <Query, Response>(path: string) => endpoint<Query, None, Response>({ method: "GET", path, auth: true, encrypted: false, cache: "none" });
/** Encrypted like login: card numbers and Pix keys never travel readable, and the digest guards every amount. */
const post = <Body, Response>(path: string, moduleId: string) =>
  endpoint<None, Body, Response>({ method: "POST", path, auth: true, encrypted: true, moduleId, cache: "none" });

/** Ours: SPEC §3 Member info carries no balance. */
export const memberBalance = read<None, Balance>("/wps/member/balance");
export const depositSettings = read<None, DepositSettings>("/wps/relay/MCSFE_getDepositSettings");
export const withdrawAccountInfo = read<None, WithdrawAccountInfo>("/wps/relay/MCSFE_getWithdrawAccountInfo");
export const transactionCounts = read<None, TransactionCounts>("/wps/relay/MCSFE_getTransactionCounts");
export const depositOrder = read<{ id: string }, DepositOrder>("/wps/relay/MCSFE_getDepositOrder");
export const depositSubmit = post<DepositRequest, DepositOrder>("/wps/relay/MCSFE_submitDeposit", "DEPOSIT3");
export const withdrawSubmit = post<WithdrawRequest, WithdrawOrder>("/wps/relay/MCSFE_submitWithdraw", "WITHDRAW3");
export const bindBankCard = post<BindBankCardRequest, BoundAccount>("/wps/relay/MCSFE_bindBankCard", "BANKCARD3");
export const bindPixKey = post<BindPixKeyRequest, BoundAccount>("/wps/relay/MCSFE_bindPixKey", "BANKCARD3");

export const MONEY_ENDPOINTS = [
  memberBalance,
  depositSettings,
  withdrawAccountInfo,
  transactionCounts,
  depositOrder,
  depositSubmit,
  withdrawSubmit,
  bindBankCard,
  bindPixKey,
] as AnyEndpoint[];
