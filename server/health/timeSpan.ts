// Durations in the health report are written as .NET writes a TimeSpan (decision D-48), e.g. 12.3456 ms →
// '00:00:00.0123456': hours, minutes, seconds and seven fractional digits (100 ns ticks), with a day count in front
// past 24 hours ('1.02:03:04.0000000').

const TICKS_PER_MS = 10_000;
const TICKS_PER_SECOND = 1000 * TICKS_PER_MS;

export function formatTimeSpan(milliseconds: number): string {
  const ticks = Math.max(0, Math.round(milliseconds * TICKS_PER_MS));
  const totalSeconds = Math.floor(ticks / TICKS_PER_SECOND);
  const fraction = ticks % TICKS_PER_SECOND;
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor(totalSeconds / 3600) % 24;
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const seconds = totalSeconds % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(fraction, 7)}`;
  return days > 0 ? `${days}.${clock}` : clock;
}

export const TIME_SPAN_PATTERN = '^(\\d+\\.)?\\d{2}:\\d{2}:\\d{2}\\.\\d{7}$';
