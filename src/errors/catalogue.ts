// The error catalogue (decision D-29): every failure the user sees is one of these sentences.
export const NETWORK_ERROR_TYPE = 'Network Error';
export const NETWORK_ERROR_MESSAGE =
  "We've run into a server error. Some functions might not work right now but you can continue to use the app.";
export const API_URL_UNAVAILABLE_MESSAGE = 'API URL is not available';
export const INVALID_TOKEN_MESSAGE = 'Invalid JWT token';
export const UNEXPECTED_SIGN_IN_MESSAGE = 'An unexpected error occurred. Please try again later.';
/** A sign-in the server refused (401): what happened, in the user's words, rather than the catalogue's 401 (D-84). */
export const WRONG_CREDENTIALS_MESSAGE = 'The user name or password is not right.';

/** What a message may mention: the record's id (404, 409) and a readable action ('fetch airlines', decision D-29). */
export interface ErrorContext {
  id?: string | number;
  action?: string;
}

const fixedMessages: Record<number, string> = {
  400: 'Bad request: The server cannot process the request due to a client error.',
  401: 'Unauthorized: Authentication is required and has failed or has not yet been provided.',
  403: 'Forbidden: The server understood the request but refuses to authorize it.',
  405: 'Method not allowed: The request method is not supported for the requested resource.',
  429: 'Too many requests: The user has sent too many requests in a given amount of time.',
  500: 'Internal server error: The server encountered an unexpected condition that prevented it from fulfilling the request.',
  502: 'Bad gateway: The server received an invalid response from the upstream server.',
  503: 'Service unavailable: The server is currently unable to handle the request due to temporary overloading or maintenance of the server.',
  504: 'Gateway timeout: The server did not receive a timely response from the upstream server.',
};

/** What a 429 adds to its sentence when the answer says how long to wait (Retry-After): 'Try again in 15 minutes.' */
export const tryAgainIn = (wait: string) => `Try again in ${wait}.`;

const hasId = (id: ErrorContext['id']): id is string | number => id !== undefined && id !== '';

/** The catalogue message for an HTTP status. Without a known id, 404 and 409 leave it out rather than print 'null'. */
export function messageForStatus(status: number, { id, action }: ErrorContext = {}): string {
  if (status === 404) {
    return hasId(id)
      ? `Not found: The requested data with id ${id} does not exist.`
      : 'Not found: The requested data does not exist.';
  }
  if (status === 409) {
    return hasId(id)
      ? `Conflict: The requested operation cannot be completed due to conflicts with existing data (ID: ${id}).`
      : 'Conflict: The requested operation cannot be completed due to conflicts with existing data.';
  }
  return (
    fixedMessages[status] ?? `Failed to ${action ?? 'complete the request'}: Server returned an unexpected status.`
  );
}
