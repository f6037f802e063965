import { MemberHome } from "./MemberHome";

export const Component = MemberHome;
