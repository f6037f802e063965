import { useTranslation } from "react-i18next";
import type { PlayerMessage } from "../../lib/effects";

/** Prefix of the locale keys that translate a platform error code (docs/decisions/008). */
export const ERROR_CODE_KEY_PREFIX = "errors.code.";

/**
 * Text of a message in the player's language: a key is translated; a server answer shows our
 * own translation of its error code when we have one, else the server's words.
 */
export function usePlayerMessage(): (message: PlayerMessage) => string {
  const { t, i18n } = useTranslation();
  return (message) => {
    if ("key" in message) return message.values ? t(message.key, message.values) : t(message.key);
    const codeKey = message.code ? `${ERROR_CODE_KEY_PREFIX}${message.code}` : null;
    return codeKey && i18n.exists(codeKey) ? t(codeKey) : message.text;
  };
}
