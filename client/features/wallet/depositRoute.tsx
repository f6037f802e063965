import { DepositPage } from "./DepositPage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = DepositPage;
