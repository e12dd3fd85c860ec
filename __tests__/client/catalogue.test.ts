import { toAppError, createBaseQuery } from '../../src/api/baseQuery';
import { messageForStatus, NETWORK_ERROR_MESSAGE, API_URL_UNAVAILABLE_MESSAGE } from '../../src/errors/catalogue';
import { getErrorMessage } from '../../src/errors/appError';

describe('error catalogue (D-29)', () => {
  it.each([
    [400, 'Bad request: The server cannot process the request due to a client error.'],
    [401, 'Unauthorized: Authentication is required and has failed or has not yet been provided.'],
    [403, 'Forbidden: The server understood the request but refuses to authorize it.'],
    [405, 'Method not allowed: The request method is not supported for the requested resource.'],
    [429, 'Too many requests: The user has sent too many requests in a given amount of time.'],
    [
      500,
      'Internal server error: The server encountered an unexpected condition that prevented it from fulfilling the request.',
    ],
    [502, 'Bad gateway: The server received an invalid response from the upstream server.'],
    [
      503,
      'Service unavailable: The server is currently unable to handle the request due to temporary overloading or maintenance of the server.',
    ],
    [504, 'Gateway timeout: The server did not receive a timely response from the upstream server.'],
  ])('maps %i to its sentence', (status, message) => {
    expect(messageForStatus(status)).toBe(message);
  });

  it('names the id in 404 and 409 when it is known, and leaves it out otherwise (D-29)', () => {
    expect(messageForStatus(404, { id: 42 })).toBe('Not found: The requested data with id 42 does not exist.');
    expect(messageForStatus(404)).toBe('Not found: The requested data does not exist.');
    expect(messageForStatus(409, { id: 4 })).toBe(
      'Conflict: The requested operation cannot be completed due to conflicts with existing data (ID: 4).',
    );
    expect(messageForStatus(409)).toBe(
      'Conflict: The requested operation cannot be completed due to conflicts with existing data.',
    );
  });

  it('fills any other status with a readable action (D-29)', () => {
    expect(messageForStatus(418, { action: 'fetch airlines' })).toBe(
      'Failed to fetch airlines: Server returned an unexpected status.',
    );
  });

  it('turns fetch failures into the Network Error type and HTTP failures into Error', () => {
    expect(toAppError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      type: 'Network Error',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(toAppError({ status: 403, data: null })).toMatchObject({ type: 'Error', status: 403 });
    expect(toAppError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toMatchObject({
      type: 'Error',
      message: messageForStatus(502),
    });
  });

  it("answers 'API URL is not available' without a usable API base", async () => {
    const baseQuery = createBaseQuery(null);
    const result = await baseQuery('Airlines', { getState: () => ({}), dispatch: jest.fn() } as never, {});
    expect(result.error?.message).toBe(API_URL_UNAVAILABLE_MESSAGE);
  });

  it('falls back for anything that is not a catalogue error', () => {
    expect(getErrorMessage(new Error('boom'))).toBe('An unexpected error occurred. Please try again later.');
  });
});
