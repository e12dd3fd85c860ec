// The dashboard's 'today' (docs/dashboard.md): the server's own date and time, which is UTC unless the server runs with
// TZ set to the airport's zone (TZ=Europe/London), as flights' departure dates and times are the airport's local ones.
// The server has no time zone setting of its own; the home page's clock shows the browser's time, which can differ.

export interface ServerMoment {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm:ss */
  time: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The server's local date and time at `at`, to the second. */
export function serverMoment(at: Date = new Date()): ServerMoment {
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
  };
}

/** The calendar day `days` after `date` (before, when negative), both yyyy-MM-dd. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
