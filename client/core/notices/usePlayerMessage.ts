import { useTranslation } from "react-i18next";
import type { PlayerMessage } from "../../lib/request";

/** Text of a message: translated when it is a key, the server's words otherwise. */
export function usePlayerMessage(): (message: PlayerMessage) => string {
  const { t } = useTranslation();
  return (message) => ("key" in message ? t(message.key) : message.text);
}
