import { screen, within } from '@testing-library/react';
import { healthHandler } from './support/healthHandlers';
import { mockMatchMedia } from './support/matchMedia';
import { renderApp } from './support/renderApp';
import { server } from './support/server';
import { storeSession } from './support/tokens';

beforeEach(() => mockMatchMedia({ width: 1920 }));

describe('routes', () => {
  it('match case-insensitively and with a trailing slash', async () => {
    storeSession('User');
    server.use(healthHandler());
    renderApp('/healthcheck/');
    expect(await screen.findByRole('heading', { name: 'Status Check' })).toBeInTheDocument();
    expect(document.title).toBe('Status Check · Airport Back Office');
  });

  it('show the not-found page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the page you were looking for.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('show the permission message on /unauthorized', async () => {
    renderApp('/Unauthorized');
    expect(await screen.findByText('You do not have permission to access this resource.')).toBeInTheDocument();
  });

  it('show the home page with its heading and clock', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Airport Back Office' })).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveTextContent(/\d{2}:\d{2}:\d{2}$/);
  });
});

describe('the footer', () => {
  it('shows the year, the product name and contact links that open in a new tab', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`${new Date().getFullYear()} © Airport Back Office`);
    for (const link of within(footer).getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('link', { name: /e-mail support/i })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });
});
