import { screen, within } from '@testing-library/react';
import { LEAVE_QUESTION } from '../../../src/components/feedback/unsavedChanges';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { airlineRange, getHandler, pageOf } from './support';

// A form with changes not yet saved asks before they are thrown away: a link (Back to List, the menus), Sign Out, and
// closing or reloading the tab.

let confirm: jest.SpyInstance<boolean, [message?: string]>;

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  confirm = jest.spyOn(window, 'confirm');
  server.use(getHandler('Airlines', () => pageOf(airlineRange(1, 3))));
});
afterEach(() => confirm.mockRestore());

async function openChangedForm() {
  storeSession('Admin');
  const view = renderApp('/Airlines/Create');
  await view.user.type(await screen.findByRole('textbox', { name: /name/i }), 'Air Serbia');
  return view;
}

describe('leaving a form with changes', () => {
  it('asks before Back to List, and stays with the changes when the answer is no', async () => {
    const { user, location } = await openChangedForm();
    confirm.mockReturnValueOnce(false);

    await user.click(screen.getByRole('link', { name: 'Back to List' }));

    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(location().pathname).toBe('/Airlines/Create');
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('Air Serbia');

    confirm.mockReturnValueOnce(true);
    await user.click(screen.getByRole('link', { name: 'Back to List' }));
    expect(await screen.findByRole('table', { name: 'Airlines' })).toBeInTheDocument();
    expect(location().pathname).toBe('/Airlines');
  });

  it('asks before Sign Out, and keeps the session when the answer is no', async () => {
    const { user, location } = await openChangedForm();
    confirm.mockReturnValueOnce(false);
    await user.click(await screen.findByRole('button', { name: /^Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(location().pathname).toBe('/Airlines/Create');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('asks before a link of the side navigation leads away', async () => {
    const { user, location } = await openChangedForm();
    confirm.mockReturnValueOnce(false);
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'All Pilots' }),
    );
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(location().pathname).toBe('/Airlines/Create');
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('Air Serbia');
  });

  it('makes the browser ask before closing or reloading the tab', async () => {
    await openChangedForm();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('leaves an unchanged form, or one changed back, without asking', async () => {
    storeSession('Admin');
    const { user, location } = renderApp('/Airlines/Create');
    const name = await screen.findByRole('textbox', { name: /name/i });
    await user.type(name, 'A');
    await user.clear(name);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Back to List' }));
    expect(await screen.findByRole('table', { name: 'Airlines' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/Airlines');
  });
});
