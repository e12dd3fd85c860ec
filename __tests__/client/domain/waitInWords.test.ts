import { retryAfterSeconds, waitInWords } from '../../../src/domain/waitInWords';

describe('waitInWords', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [119, '119 seconds'],
    [120, '2 minutes'],
    [590, '10 minutes'],
    [900, '15 minutes'],
    [0.2, '1 second'],
  ])('says %s seconds as %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  it('reads delay-seconds and an HTTP date, and nothing else', () => {
    expect(retryAfterSeconds('900', now)).toBe(900);
    expect(retryAfterSeconds(' 30 ', now)).toBe(30);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 12:05:00 GMT', now)).toBe(300);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
  });
});
