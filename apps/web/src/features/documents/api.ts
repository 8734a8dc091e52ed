import type { DocumentCheck } from '@mashaer/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

/** The public check behind a printed document's QR code (no login), for both pages. */
const PATHS = {
  check: (code: string) => `general/documents/check-qr/${encodeURIComponent(code)}`,
} as const;

const fetchCheck = (path: string) => api.get<{ data: DocumentCheck }>(path);

/** The check of one code; its texts are in the caller's language, so a switch asks again. */
export const checkQuery = (code: string, lang: string) =>
  queryOptions({
    queryKey: ['documents', 'check', code, lang],
    queryFn: () => fetchCheck(PATHS.check(code)),
    retry: false,
  });
