import type { TransactionCounts, WithdrawAccountInfo } from "#shared/contract";

/** A member with no completed deposit or withdrawal and no bound account: what the wallet screens' tests start from. */
export const COUNTS: TransactionCounts = {
  totalDepositSuccessCount: 0,
  totalWithdrawSuccessCount: 0,
  fullBankCardList: [],
  fullVirtualWalletList: [],
  fullEWalletList: [],
};

/** A Brazilian member's withdrawal page: R$ 300 withdrawable, one Pix key, one bank to bind. */
export const INFO: WithdrawAccountInfo = {
  currency: "BRL",
  decimals: 2,
  balance: 300,
  withdrawable: 300,
  min: 20,
  max: 50_000,
  dailyLimit: 100_000,
  dailyRemaining: 100_000,
  fee: { rate: 0.01, minimum: 1 },
  accounts: [{ id: 3, kind: "PIX", provider: "Pix", holderName: "Ana Souza", masked: "•••.982.247-••", keyType: "CPF", createdAt: 1 }],
  banks: [{ code: "341", name: "Itaú Unibanco" }],
  pixAvailable: true,
};
