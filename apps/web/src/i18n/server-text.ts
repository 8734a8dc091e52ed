import { MESSAGES, type MessageKey, translate } from '@mashaer/contract';
import { currentLang } from './i18n';

/**
 * Keys of the server's message dictionary (MESSAGES in the contract) — what contract zod schemas
 * emit as messages. Translating them here keeps client-side and server-side wording identical.
 */
export const isServerKey = (text: string): text is MessageKey => text in MESSAGES.ar;

export function serverText(key: MessageKey, params?: Record<string, string | number>): string {
  return translate(currentLang(), key, params);
}
