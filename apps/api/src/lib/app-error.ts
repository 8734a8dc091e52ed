import type { MessageKey } from '@mashaer/contract';

/**
 * The one error type services throw. The error handler turns it into the spec's shapes:
 * `{message}` or, with fields, 422 `{message, errors:{field:[text]}}`. Message keys are translated
 * in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly opts: {
      params?: Record<string, string | number>;
      fields?: Record<string, MessageKey | { key: MessageKey; params?: Record<string, string | number> }>;
      headers?: Record<string, string>;
      /** Field errors already in the caller's language (from a zod parse inside a service). */
      errors?: Record<string, string[]>;
    } = {},
  ) {
    super(messageKey);
  }

  static notFound() {
    return new AppError(404, 'error.not_found');
  }
  static forbidden() {
    return new AppError(403, 'error.forbidden');
  }
  static unauthenticated() {
    return new AppError(401, 'error.unauthenticated');
  }
  /** 422 with one or more field errors; the top message is the form-level one unless given. */
  static invalid(fields: FieldErrors, messageKey: MessageKey = 'error.validation') {
    return new AppError(422, messageKey, { fields });
  }
}

/** Field → message key (with its parameters): the 422 answer's `errors`, translated by the error handler. */
export type FieldErrors = NonNullable<AppError['opts']['fields']>;

/** A PostgreSQL error code, whichever driver (drizzle wraps the driver's error in `cause`). */
export const isUniqueViolation = (e: unknown) => pgErrorCode(e) === '23505';

export function pgErrorCode(e: unknown): string | undefined {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.cause?.code ?? err?.code;
}

/** Runs `fn`; a PostgreSQL error of one of these codes (a constraint deciding a race) becomes the refusal. */
export async function refusedOn<T>(codes: readonly string[], refusal: () => AppError, fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (e) {
    const code = pgErrorCode(e);
    if (code && codes.includes(code)) throw refusal();
    throw e;
  }
}

/** A request (or an action's input) that failed its zod schema; carries the issues (with their inputs). */
export class RequestValidationError extends Error {
  constructor(readonly issues: readonly import('zod').z.core.$ZodIssue[]) {
    super('request validation failed');
  }
}
