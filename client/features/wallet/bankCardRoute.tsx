import { BankCardPage } from "./BankCardPage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = BankCardPage;
