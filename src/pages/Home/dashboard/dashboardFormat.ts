// How the dashboard writes its figures: in English as the rest of the app (D-71 for dates), whatever the browser's
// language.

const whole = new Intl.NumberFormat('en-US');
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const count = (value: number) => whole.format(value);
export const amount = (value: number) => money.format(value);
export const tickets = (n: number) => `${count(n)} ${n === 1 ? 'ticket' : 'tickets'}`;

/** '2026-11-28' as the charts' axis shows a day: '11-28'. */
export const shortDay = (date: string) => date.slice(5);
