// Run by timeLimits.test.ts, not by the suite: tests and a hook that never settle, beside ones that pass.

const never = () => new Promise<never>(() => undefined);

it('hangs past its own limit', never, 300);
it.each([1, 2])('row %i hangs', never, 200);
it('passes at once', () => expect(1).toBe(1));

describe('after a hook that hangs', () => {
  beforeAll(never, 250);
  it('still runs', () => expect(2).toBe(2));
});
