import type { AppError } from './appError';

// The catalogue's sentences (D-29) say what kind of failure happened; for a refused write the server's problem+json
// also says why ('Airline cannot be deleted because it is being referenced by other entities.'). Staff need both.

const EXPLAINED = new Set([400, 409]);

/** The server's `detail` sentence of a refused request (400, 409), if it sent one. */
export function problemDetail(error: AppError): string | undefined {
  if (error.status === undefined || !EXPLAINED.has(error.status)) return undefined;
  const detail = (error.data as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' && detail.trim() !== '' ? detail : undefined;
}

/**
 * The server's per-field messages of a refused write (`errors: { Wire: [message] }`), first message per field: a 400's
 * invalid values, or a 409's values that clash with stored records (a seat already sold on the flight).
 */
export function problemFieldErrors(error: AppError): Record<string, string> {
  if (error.status === undefined || !EXPLAINED.has(error.status)) return {};
  const errors = (error.data as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([wire, messages]) =>
      Array.isArray(messages) && typeof messages[0] === 'string' ? [[wire.toLowerCase(), messages[0]]] : [],
    ),
  );
}
