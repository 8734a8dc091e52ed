import { USER_STATUS_LABELS, USER_TYPES, type UserStatus } from '@mashaer/contract';
import { currentLang } from '../../../i18n/i18n';

/** A bilingual record's name in the current language (English falls back to Arabic). */
export const nameIn = (r: { name?: string | null; name_en?: string | null }) =>
  (currentLang() === 'en' ? r.name_en || r.name : r.name || r.name_en) ?? '';

export const statusText = (s: string) => USER_STATUS_LABELS[s as UserStatus]?.[currentLang()] ?? s;

export const STATUS_COLOR: Record<UserStatus, string> = {
  active: 'green',
  pending: 'gold',
  review: 'blue',
  rejected: 'red',
  disabled: 'default',
};

export const typeOptions = (filter: (t: (typeof USER_TYPES)[number]) => boolean = () => true) =>
  USER_TYPES.filter(filter).map((t) => ({ value: t.id, label: t[currentLang()] }));
