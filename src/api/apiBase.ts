/**
 * The API base URL: API_BASE_URL at build time (e.g. the reference API's https://host/api/v1), otherwise this origin's
 * /api/v1. Absolute, with a trailing slash, so relative endpoint paths resolve under it (and undici accepts it in tests).
 * null when the configured value is not a usable URL: requests then fail with 'API URL is not available'.
 */
export function resolveApiBase(configured: string | undefined = process.env.API_BASE_URL): string | null {
  const base = configured?.trim() || '/api/v1';
  try {
    const url = new URL(base.endsWith('/') ? base : `${base}/`, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
