import { api } from '../api/baseApi';
import type { SignInRequest } from '../domain/signIn';

/** POST /Authentication answers the raw JWT as text (decision D-52). */
export const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<string, SignInRequest>({
      query: (body) => ({
        url: 'Authentication',
        method: 'POST',
        body,
        responseHandler: 'text',
        context: { action: 'sign in' },
      }),
    }),
    /** POST /Authentication/refresh: a new one-hour token for the bearer of a valid one (same user and role). */
    refreshSession: build.mutation<string, void>({
      query: () => ({
        url: 'Authentication/refresh',
        method: 'POST',
        responseHandler: 'text',
        context: { action: 'stay signed in' },
      }),
    }),
  }),
});
