import { USER_STATUS_COLORS, USER_STATUS_LABELS, USER_TYPES, type UserStatus } from '@mashaer/contract';
import { inLang } from '../../../i18n/bilingual';
import { currentLang } from '../../../i18n/i18n';

/** A bilingual record's name in the current language (either falls back to the other). */
export const nameIn = (r: { name?: string | null; name_en?: string | null }) => inLang(r);

export const statusText = (s: string) => USER_STATUS_LABELS[s as UserStatus]?.[currentLang()] ?? s;

/** The contract's exhaustive status → colour record. */
export const STATUS_COLOR = USER_STATUS_COLORS;

export const typeOptions = (filter: (t: (typeof USER_TYPES)[number]) => boolean = () => true) =>
  USER_TYPES.filter(filter).map((t) => ({ value: t.id, label: t[currentLang()] }));
