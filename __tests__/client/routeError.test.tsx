import { screen } from '@testing-library/react';
import { renderApp } from './support/renderApp';
import { storeSession } from './support/tokens';

// A screen whose code cannot be loaded: what an open tab meets after a deployment replaced the chunk it asks for.
jest.mock('../../src/features/airlines/screens', () => {
  throw new Error('Loading chunk airlines failed.');
});

describe('a screen that cannot be shown', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('says so inside the page, offers a reload, and keeps the navigation', async () => {
    storeSession('User');
    renderApp('/Airlines');

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('This screen could not be shown. Reload the page to try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Airport Back Office' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk airlines failed.' }));
  });

  it('is gone once the person goes elsewhere', async () => {
    storeSession('User');
    const { user } = renderApp('/Airlines');
    await screen.findByText('Something went wrong');

    await user.click(screen.getByRole('link', { name: 'Airport Back Office' }));

    expect(await screen.findByText(/Signed in as/)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
