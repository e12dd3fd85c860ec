import { screen } from '@testing-library/react';
import { clearMatchMedia, mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';

// The page's colours are CSS variables on <html> that every style sheet reads (jsdom applies no style sheet itself).
const background = () => document.documentElement.style.getPropertyValue('--abo-background');
const colorScheme = () => document.documentElement.style.colorScheme;

afterEach(clearMatchMedia);

describe('the theme', () => {
  it('starts light without a stored choice on a light system, and a click switches to dark and remembers it', async () => {
    mockMatchMedia({ prefersDark: false });
    const { user, unmount } = renderApp('/');
    expect([background(), colorScheme()]).toEqual(['#f4f6f9', 'light']);
    await user.click(screen.getByRole('button', { name: 'Dark Mode' }));
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect([background(), colorScheme()]).toEqual(['#0e151d', 'dark']);
    unmount();

    renderApp('/');
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
  });

  it('follows a dark system preference when nothing is stored', () => {
    mockMatchMedia({ prefersDark: true });
    renderApp('/');
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
    expect(colorScheme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('lets a stored light choice win over a dark system', () => {
    mockMatchMedia({ prefersDark: true });
    localStorage.setItem('theme', 'light');
    renderApp('/');
    expect(screen.getByRole('button', { name: 'Dark Mode' })).toBeInTheDocument();
  });
});
