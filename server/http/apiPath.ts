/** The API's base path; everything under it is the API (problem+json errors, access policies, no caching). */
export const API_PREFIX = '/api/v1';

const UNDER_API = /^\/api(\/|$)/i;

/** True for `/api` and anything under it, in any letter case (paths are case-insensitive, decision D-35). */
export const isApiPath = (path: string): boolean => UNDER_API.test(path);
