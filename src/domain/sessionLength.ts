/** A session's length in words, as the server's refusal and the app's notice say it: '12 hours', '1 hour', '90 minutes'. */
export function sessionLengthInWords(minutes: number): string {
  const whole = Math.max(1, Math.round(minutes));
  if (whole % 60 !== 0) return `${whole} ${whole === 1 ? 'minute' : 'minutes'}`;
  const hours = whole / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
