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

/** Ends like a sentence: a problem's `title` is often only the status's name ('Conflict'), which says less. */
const isSentence = (text: unknown): text is string => typeof text === 'string' && /\s\S.*[.!?]$/.test(text.trim());

/**
 * The server's own sentence for a refused restore (404: nothing deleted under that id; 409: the id is taken again, or a
 * record it refers to is gone): its problem's `detail`, or a `title` written as a sentence; else the catalogue's.
 * Only the server knows which of these it was.
 */
export function refusalSentence(error: AppError): string {
  if (error.status === 404 || error.status === 409) {
    const { detail, title } = (error.data ?? {}) as { detail?: unknown; title?: unknown };
    if (typeof detail === 'string' && detail.trim() !== '') return detail.trim();
    if (isSentence(title)) return title.trim();
  }
  return error.message;
}
