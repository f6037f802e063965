/** The member's money that several features read (docs/decisions/018): balance, transaction counts, their refresh. */
export { balanceAtom, idle, transactionCountsAtom, type Remote } from "./atoms";
export { depositEvent, refreshBalance, refreshTransactionCounts, startWalletPolling } from "./walletActions";
