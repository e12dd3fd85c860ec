import { NETWORK_ERROR_MESSAGE, NETWORK_ERROR_TYPE, UNEXPECTED_SIGN_IN_MESSAGE } from './catalogue';

/**
 * Every failed request reaches components in this one shape, so every screen shows failures the same way.
 * `type` is shown in bold before the message on lists ('Network Error', 'Error').
 * `data` keeps a parsed error body for the few screens that read it (the health report comes with a 503).
 */
export interface AppError {
  type: string;
  message: string;
  status?: number;
  data?: unknown;
}

export const HTTP_ERROR_TYPE = 'Error';
export const CONFIG_ERROR_TYPE = 'Configuration Error';

export const networkError = (): AppError => ({ type: NETWORK_ERROR_TYPE, message: NETWORK_ERROR_MESSAGE });

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AppError).type === 'string' &&
    typeof (value as AppError).message === 'string'
  );
}

/** The message to show for anything a mutation's `.unwrap()` threw; `fallback` covers what is not an AppError. */
export function getErrorMessage(error: unknown, fallback = UNEXPECTED_SIGN_IN_MESSAGE): string {
  return asAppError(error, fallback).message;
}

/** Any failure as an AppError: RTK Query may also report a thrown exception (a SerializedError) or something else. */
export function asAppError(error: unknown, fallback: string): AppError {
  if (isAppError(error)) return error;
  return { type: HTTP_ERROR_TYPE, message: fallback };
}
