import { InviteFriends } from "./InviteFriends";

/** Lazy route module (react-router `lazy` convention). */
export const Component = InviteFriends;
