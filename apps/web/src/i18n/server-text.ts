import messages from 'virtual:client-messages';
import { fillMessage, type MessageKey } from '@mashaer/contract';
import { currentLang } from './i18n';

/**
 * Keys of the server's message dictionary (MESSAGES in the contract) that the browser shows: what
 * contract zod schemas emit as messages, the status labels, the validation and file texts
 * (scripts/client-messages.ts picks them). Translating them here keeps client-side and server-side
 * wording identical.
 */
export const isServerKey = (text: string): text is MessageKey => text in messages.ar;

export function serverText(key: MessageKey, params?: Record<string, string | number>): string {
  const lang = currentLang();
  return fillMessage(messages[lang], lang, key, params) ?? key;
}
