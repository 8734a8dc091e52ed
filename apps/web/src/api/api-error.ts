import type { ErrorResponse } from '@mashaer/contract';

/** A failed call: HTTP status, the server's message and, on 422, its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.errors = (body as ErrorResponse | undefined)?.errors ?? {};
  }

  get isValidation() {
    return this.status === 422;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The server's words for a refusal: its field messages, else its message (an upload's picker shows them). */
export const refusalOf = (e: ApiError): string[] => {
  const fields = Object.values(e.errors).flat();
  return fields.length ? fields : [e.message];
};
