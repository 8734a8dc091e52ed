import type { DocumentCheck } from '@mashaer/contract';
import { api } from '../../api/client';

/** The public check behind a printed document's QR code (no login), for both pages. */
export const PATHS = {
  check: (code: string) => `general/documents/check-qr/${encodeURIComponent(code)}`,
} as const;

export const fetchCheck = (path: string) => api.get<{ data: DocumentCheck }>(path);
