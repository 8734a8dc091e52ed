/** The public check behind a printed document's QR code (no login), for both pages. */
export const CHECK_PATH = (code: string) => `general/documents/check-qr/${encodeURIComponent(code)}`;
