import { resolveApiBase } from '../../src/api/apiBase';

describe('the API base', () => {
  it("defaults to this origin's /api/v1, absolute and ending in a slash", () => {
    expect(resolveApiBase('')).toBe(`${window.location.origin}/api/v1/`);
    expect(resolveApiBase(undefined)).toBe(`${window.location.origin}/api/v1/`);
  });

  it('takes a configured API, such as the reference server', () => {
    expect(resolveApiBase('https://localhost:44362/api/v1')).toBe('https://localhost:44362/api/v1/');
    expect(resolveApiBase('/backend/api/v1/')).toBe(`${window.location.origin}/backend/api/v1/`);
  });

  it('is unavailable when the configured value is not an http(s) address', () => {
    expect(resolveApiBase('ftp://example.com/api')).toBeNull();
    expect(resolveApiBase('http://')).toBeNull();
  });
});
