import { screen } from '@testing-library/react';
import { clearMatchMedia, mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';

const background = () => getComputedStyle(document.body).backgroundColor;

afterEach(clearMatchMedia);

describe('the theme', () => {
  it('starts light without a stored choice on a light system, and a click switches to dark and remembers it', async () => {
    mockMatchMedia({ prefersDark: false });
    const { user, unmount } = renderApp('/');
    const lightBackground = background();
    await user.click(screen.getByRole('button', { name: 'Dark Mode' }));
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(background()).not.toBe(lightBackground);
    unmount();

    renderApp('/');
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
  });

  it('follows a dark system preference when nothing is stored', () => {
    mockMatchMedia({ prefersDark: true });
    renderApp('/');
    expect(screen.getByRole('button', { name: 'Light Mode' })).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('lets a stored light choice win over a dark system', () => {
    mockMatchMedia({ prefersDark: true });
    localStorage.setItem('theme', 'light');
    renderApp('/');
    expect(screen.getByRole('button', { name: 'Dark Mode' })).toBeInTheDocument();
  });
});
