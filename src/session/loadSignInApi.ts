import { loadAfterApi } from '../api/loadApi';

/**
 * The sign-in endpoints (sign in, stay signed in), which are not part of the home page's first download: loaded as
 * every screen's code is (loadAfterApi), so the screen after sign-in finds the API client loaded.
 */
export const loadSignInApi = () => loadAfterApi(() => import(/* webpackChunkName: "sign-in-api" */ './signInApi'));
