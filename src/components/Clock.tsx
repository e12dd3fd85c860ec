import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** 'Monday, June 24, 2026 - 10:02:49' in the browser's locale, 24-hour (ui-checklist H-02). */
export function formatClock(date: Date, locale?: string): string {
  const day = date.toLocaleDateString(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  // hourCycle h23, not hour12:false: some engines print midnight as 24:00:00 with the latter (ui-checklist 2.4).
  const time = date.toLocaleTimeString(locale, {
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return `${day} - ${time}`;
}

export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const interval = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(interval);
  }, []);
  return (
    <Typography
      component="time"
      dateTime={now.toISOString()}
      variant="h6"
      color="text.secondary"
      // One line on a phone too: smaller there, and never broken inside the date or the time.
      sx={{ fontVariantNumeric: 'tabular-nums', fontSize: { xs: '1rem', sm: '1.25rem' }, whiteSpace: { sm: 'nowrap' } }}
    >
      {formatClock(now)}
    </Typography>
  );
}
