import { act, render, screen } from '@testing-library/react';
import { Clock } from '../../src/components/clock/Clock';
import { formatClock } from '../../src/components/clock/formatClock';

afterEach(() => jest.useRealTimers());

describe('the clock', () => {
  it('formats the long date and the 24-hour time', () => {
    expect(formatClock(new Date(2026, 5, 24, 10, 2, 49), 'en-US')).toBe('Wednesday, June 24, 2026 - 10:02:49');
    expect(formatClock(new Date(2026, 5, 24, 0, 5, 7), 'en-US')).toBe('Wednesday, June 24, 2026 - 00:05:07');
    expect(formatClock(new Date(2026, 5, 24, 23, 59, 59), 'en-US')).toBe('Wednesday, June 24, 2026 - 23:59:59');
  });

  it('ticks every second and stops when it leaves the page', () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date(2026, 5, 24, 10, 2, 49));
    const { unmount } = render(<Clock />);
    expect(screen.getByText(formatClock(new Date(2026, 5, 24, 10, 2, 49)))).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText(formatClock(new Date(2026, 5, 24, 10, 2, 50)))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText(formatClock(new Date(2026, 5, 24, 10, 3, 0)))).toBeInTheDocument();

    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
