import { RegisterFieldsSchema } from '@mashaer/contract';
import { z } from 'zod';
import { api } from '../../../api/client';

/** What GET auth/registration tells a pending or rejected user about their registration. */
export type Registration = {
  status: string;
  status_text?: string;
  reject_reason?: string | null;
  fields: Record<string, unknown>;
  /** Document name → stored file name (null when none is on file). */
  files: Record<string, string | null>;
};

type Raw = {
  status?: string;
  status_text?: string;
  reject_reason?: string | null;
  user?: { status?: string; status_text?: string; reject_reason?: string | null };
  fields?: Record<string, unknown>;
  registration?: Record<string, unknown>;
  files?: Record<string, unknown>;
};

const fileName = (v: unknown): string | null => {
  if (!v) return null;
  if (typeof v === 'string') return v.split('/').pop() ?? v;
  if (typeof v === 'object') {
    const o = v as { name?: string; original_name?: string; path?: string };
    return o.original_name ?? o.name ?? o.path?.split('/').pop() ?? '✓';
  }
  return '✓';
};

export async function fetchRegistration(): Promise<Registration> {
  const { data } = await api.get<{ data: Raw }>('auth/registration');
  const fields = data.fields ?? data.registration ?? {};
  return {
    status: data.status ?? data.user?.status ?? '',
    status_text: data.status_text ?? data.user?.status_text,
    reject_reason: data.reject_reason ?? data.user?.reject_reason ?? null,
    fields,
    files: Object.fromEntries(Object.entries(data.files ?? {}).map(([k, v]) => [k, fileName(v)])),
  };
}

/** The registration fields without the password pair (a resubmission keeps the password). */
const { password: _p, password_confirmation: _c, ...shape } = RegisterFieldsSchema.shape;
export const ResubmitSchema = z.object(shape);
