import { ChangePasswordPage } from "./ChangePasswordPage";

export const Component = ChangePasswordPage;
