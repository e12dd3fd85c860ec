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
  }),
});
