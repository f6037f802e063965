import { type PixKeyType } from "#shared/contract";
import { type CardProblem, checkCardNumber, checkHolderName, checkPixKey, type NameProblem, type PixKeyProblem } from "#shared/moneyRules";

/**
 * The bank-card and Pix forms' rules (docs/decisions/018): the platform's own checks from the contract,
 * so a form refuses exactly what the platform would, before anything is sent.
 */
export type CardField = "bankCode" | "holderName" | "cardNumber";
export type CardProblems = Partial<{ bankCode: "required"; holderName: NameProblem; cardNumber: CardProblem }>;

export function checkCardForm(values: Record<CardField, string>): CardProblems {
  const problems: CardProblems = {};
  if (!values.bankCode) problems.bankCode = "required";
  const holder = checkHolderName(values.holderName);
  if (holder) problems.holderName = holder;
  const card = checkCardNumber(values.cardNumber);
  if (card) problems.cardNumber = card;
  return problems;
}

export type PixField = "holderName" | "key";
export type PixProblems = Partial<{ holderName: NameProblem; key: PixKeyProblem }>;

export function checkPixForm(keyType: PixKeyType, values: Record<PixField, string>): PixProblems {
  const problems: PixProblems = {};
  const holder = checkHolderName(values.holderName);
  if (holder) problems.holderName = holder;
  const key = checkPixKey(keyType, values.key);
  if (key) problems.key = key;
  return problems;
}

/** How each Pix key kind is typed: the keyboard to show, the autofill hint, and text direction. */
export const PIX_INPUT: Record<PixKeyType, { inputMode: "numeric" | "email" | "tel" | "text"; autoComplete: string; maxLength: number }> = {
  CPF: { inputMode: "numeric", autoComplete: "off", maxLength: 14 },
  CNPJ: { inputMode: "text", autoComplete: "off", maxLength: 18 },
  EMAIL: { inputMode: "email", autoComplete: "email", maxLength: 77 },
  PHONE: { inputMode: "tel", autoComplete: "tel", maxLength: 20 },
  EVP: { inputMode: "text", autoComplete: "off", maxLength: 36 },
};

/** Groups card digits by four as the player types, keeping anything else so the rule can name it. */
export function groupCardDigits(text: string): string {
  const compact = text.replace(/[\s-]/g, "");
  if (!/^\d*$/.test(compact)) return text;
  return compact.replace(/(\d{4})(?=\d)/g, "$1 ");
}
