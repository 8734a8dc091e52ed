import { RegisterFieldsSchema } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client';

/** What GET auth/registration tells a pending or rejected user about their registration. */
type Registration = {
  status: string;
  status_text?: string;
  reject_reason?: string | null;
  can_resubmit: boolean;
  fields: Record<string, unknown>;
  /** Document field → stored file name (absent when none is on file). */
  files: Record<string, string | null>;
};

type StoredFile = { id: number; field: string; name: string; size?: number; url?: string };
type Raw = Record<string, unknown> & {
  status?: string;
  status_text?: string;
  reject_reason?: string | null;
  can_resubmit?: boolean;
  files?: StoredFile[];
};

/** The registration fields without the password pair (a resubmission keeps the password). */
const { password: _p, password_confirmation: _c, ...shape } = RegisterFieldsSchema.shape;
export const ResubmitSchema = z.object(shape);
const FIELD_NAMES = Object.keys(shape);

async function fetchRegistration(): Promise<Registration> {
  const { data } = await api.get<{ data: Raw }>('auth/registration');
  const fields = Object.fromEntries(
    FIELD_NAMES.filter((k) => data[k] !== null && data[k] !== undefined).map((k) => [k, data[k]]),
  );
  return {
    status: data.status ?? '',
    status_text: data.status_text,
    reject_reason: data.reject_reason ?? null,
    can_resubmit: data.can_resubmit ?? true,
    fields,
    files: Object.fromEntries((data.files ?? []).map((f) => [f.field, f.name])),
  };
}

/** The caller's own registration (status page, resubmission form). */
export const registrationQuery = () =>
  queryOptions({ queryKey: ['auth', 'registration'], queryFn: fetchRegistration });
