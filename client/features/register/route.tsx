import { RegisterPage } from "./RegisterPage";

export const Component = RegisterPage;
