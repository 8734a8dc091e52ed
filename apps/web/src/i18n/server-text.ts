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

/** A message of the server in `lang`, or undefined when `key` is not one. */
export const serverTextIn = (lang: 'ar' | 'en', key: string, params?: Record<string, string | number>) =>
  fillMessage(messages[lang], lang, key, params);

export function serverText(key: MessageKey, params?: Record<string, string | number>): string {
  return serverTextIn(currentLang(), key, params) ?? key;
}
