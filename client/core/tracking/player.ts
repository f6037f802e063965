import type { createStore } from "jotai";
import { sessionAtom } from "../session/atoms";

type Store = ReturnType<typeof createStore>;

/** Who the event is about: the signed-in player's id and name, for the platform and (hashed at the edge) the ad networks. */
export function playerFields(store: Store): { userId?: string; userName?: string } {
  const session = store.get(sessionAtom);
  const id = session?.id ?? session?.customerId;
  return {
    ...(id !== undefined && id !== "" ? { userId: String(id) } : {}),
    ...(session?.userName ? { userName: session.userName } : {}),
  };
}
