/** A wait in words, as the server's 429 and the app say it: '45 seconds', '1 minute', '15 minutes' (rounded up). */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  return `${Math.ceil(whole / 60)} minutes`;
}

/**
 * How long a Retry-After header asks to wait, in seconds: delay-seconds or an HTTP date (RFC 9110 section 10.2.3);
 * undefined when it says neither.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ('Fri, 27 Nov 2026 12:05:00 GMT'); Date.parse would take '-5' for a year.
  if (!/[a-z]{3}/i.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
