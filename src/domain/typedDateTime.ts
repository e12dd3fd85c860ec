// Dates and times are typed as text in one format whatever the browser's language: YYYY-MM-DD and 24-hour HH:MM. A
// browser's own date and time inputs show the format of its locale (08/07/2025, 08:30 AM), which the lists do not.

/** What a date input shows before anything is typed, and says under it. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:MM';

/**
 * What was typed, made whole where it is unambiguous: digits alone ('20250807', '0830', '830') get their separators;
 * anything else is left as typed, for validation to explain.
 */
export function completeTypedDate(typed: string): string {
  const digits = /^\s*(\d{4})(\d{2})(\d{2})\s*$/.exec(typed);
  return digits ? `${digits[1]}-${digits[2]}-${digits[3]}` : typed;
}

export function completeTypedTime(typed: string): string {
  const digits = /^\s*(\d{1,2})(\d{2})\s*$/.exec(typed);
  return digits ? `${digits[1].padStart(2, '0')}:${digits[2]}` : typed;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment (ISO 8601, UTC) as the reader's local date and time in the one format: '2026-11-28 05:12' (D-71). */
export function formatLocalDateTime(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const date = `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;
  return `${date} ${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}
