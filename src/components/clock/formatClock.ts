const DAY_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
// hourCycle h23, not hour12:false: some engines print midnight as 24:00:00 with the latter (decision D-12).
const TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

// Building a formatter is the costly part (toLocaleDateString with options builds one per call): one pair per locale,
// built on first use, serves every tick.
const formatters = new Map<string | undefined, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(locale: string | undefined) {
  let pair = formatters.get(locale);
  if (!pair) {
    pair = { day: new Intl.DateTimeFormat(locale, DAY_OPTIONS), time: new Intl.DateTimeFormat(locale, TIME_OPTIONS) };
    formatters.set(locale, pair);
  }
  return pair;
}

/** 'Monday, June 24, 2026 - 10:02:49' in the browser's locale, 24-hour (decision D-12). */
export function formatClock(date: Date, locale?: string): string {
  const { day, time } = formattersFor(locale);
  return `${day.format(date)} - ${time.format(date)}`;
}
