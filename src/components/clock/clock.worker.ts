import { formatClock } from './formatClock';

// The clock's formatting, off the page's main thread (see useClockText). Asked for a time in milliseconds, it answers
// with the text in the browser's locale.
addEventListener('message', (event: MessageEvent<number>) => {
  postMessage(formatClock(new Date(event.data)));
});
