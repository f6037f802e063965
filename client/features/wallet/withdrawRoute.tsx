import { WithdrawPage } from "./WithdrawPage";

/** Lazy route module (react-router `lazy` convention). */
export const Component = WithdrawPage;
