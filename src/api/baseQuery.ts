import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { API_URL_UNAVAILABLE_MESSAGE, messageForStatus, tryAgainIn, type ErrorContext } from '../errors/catalogue';
import { retryAfterSeconds, waitInWords } from '../domain/waitInWords';
import { CONFIG_ERROR_TYPE, HTTP_ERROR_TYPE, networkError, type AppError } from '../errors/appError';
import { adoptNewerStoredSession } from '../session/adoptStoredSession';
import { selectExpiration, selectToken, sessionExpired, type SessionState } from '../session/sessionSlice';
import { EXPIRATION_KEY, isExpired } from '../session/sessionStorage';
import { resolveApiBase } from './apiBase';

/** A request plus what its error messages may mention (the record id, a readable action). */
export interface AppRequest extends FetchArgs {
  context?: ErrorContext;
}

export type AppBaseQuery = BaseQueryFn<string | AppRequest, unknown, AppError, object, FetchBaseQueryMeta>;

type StateWithSession = { session: SessionState };

const REQUEST_TIMEOUT_MS = 30_000;

/** Turns any fetchBaseQuery failure into the catalogue's { type, message } (docs/decisions.md D-29). */
export function toAppError(error: FetchBaseQueryError, context: ErrorContext = {}): AppError {
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return networkError();
    case 'PARSING_ERROR':
      return {
        type: HTTP_ERROR_TYPE,
        message: messageForStatus(error.originalStatus, context),
        status: error.originalStatus,
        data: error.data,
      };
    case 'CUSTOM_ERROR':
      return { type: HTTP_ERROR_TYPE, message: error.error, data: error.data };
    default:
      return {
        type: HTTP_ERROR_TYPE,
        message: messageForStatus(error.status, context),
        status: error.status,
        data: error.data,
      };
  }
}

/** A 429's sentence with how long its answer asks to wait, in words (from Retry-After). */
function withWait(error: AppError, response: Response | undefined): AppError {
  if (error.status !== 429) return error;
  const seconds = retryAfterSeconds(response?.headers.get('retry-after'));
  return seconds === undefined ? error : { ...error, message: `${error.message} ${tryAgainIn(waitInWords(seconds))}` };
}

/**
 * The base query every endpoint uses: Bearer token when a live session exists (never a stale one, decision D-01),
 * errors mapped to the catalogue, and a 401 on an authenticated call ends the session.
 */
export function createBaseQuery(apiBase: string | null = resolveApiBase()): AppBaseQuery {
  const rawBaseQuery = apiBase
    ? fetchBaseQuery({
        baseUrl: apiBase,
        timeout: REQUEST_TIMEOUT_MS,
        prepareHeaders(headers, { getState }) {
          const token = selectToken(getState() as StateWithSession);
          if (token) headers.set('Authorization', `Bearer ${token}`);
          return headers;
        },
      })
    : null;

  return async (args, api, extraOptions) => {
    if (!rawBaseQuery) return { error: { type: CONFIG_ERROR_TYPE, message: API_URL_UNAVAILABLE_MESSAGE } };

    // Checked before every request, in the store and in storage: an expiration changed without a reload (another tab,
    // a clock moved on while the tab slept) must not send a stale token.
    const expiration = selectExpiration(api.getState() as StateWithSession);
    const stored = localStorage.getItem(EXPIRATION_KEY);
    if (expiration && (isExpired(expiration) || (stored !== null && isExpired(stored))))
      api.dispatch(sessionExpired({ timeUp: true }));
    const sentToken = selectToken(api.getState() as StateWithSession);

    const { context, ...request } = typeof args === 'string' ? ({ url: args } as AppRequest) : args;
    let result = await rawBaseQuery(request, api, extraOptions);
    // Refused because another tab refreshed the session meanwhile: once more with the token it stored (D-93).
    if (result.error?.status === 401 && sentToken !== null && adoptNewerStoredSession(api.dispatch, sentToken)) {
      result = await rawBaseQuery(request, api, extraOptions);
    }
    if (!result.error) return { data: result.data, meta: result.meta };

    const error = withWait(toAppError(result.error, context), result.meta?.response);
    if (error.status === 401 && sentToken !== null) api.dispatch(sessionExpired());
    return { error, meta: result.meta };
  };
}
