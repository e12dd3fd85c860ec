import { screen, waitFor, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { airlinesPaged, getHandler, noContent, pageOf } from './support';

// A keyboard user who searches or pages lands on what came, not at the top of the page (the button pressed is
// disabled while the page loads), and a screen reader says how many results there are and where in them they are.

beforeEach(() => {
  mockMatchMedia({ width: 1440 });
  storeSession('Admin');
});

/** What a screen reader hears from the list's live region. */
const heard = () =>
  [...document.querySelectorAll('[aria-live]')]
    .map((region) => region.textContent)
    .filter(Boolean)
    .join(' ');
const firstRow = () => within(screen.getByRole('table', { name: 'Airlines' })).getAllByRole('row')[1];

it('puts focus on the first row of the next page and says which page it is', async () => {
  server.use(airlinesPaged(25));
  const { user } = renderApp('/Airlines');
  await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 25');
  expect(heard()).toBe('25 results. Page 1 of 3.');

  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getByRole('button', { name: 'Next' })
    .focus();
  await user.keyboard('{Enter}');

  await screen.findByText('Page: 2 | Total Pages: 3 | Total Records: 25');
  await waitFor(() => expect(firstRow()).toHaveFocus());
  expect(within(firstRow()).getByRole('rowheader')).toHaveTextContent('11');
  expect(heard()).toBe('25 results. Page 2 of 3.');
});

it('puts focus on the first result of a search, or on the message that nothing was found', async () => {
  server.use(
    airlinesPaged(25),
    getHandler('Airlines/ByName/:name', ({ pathname }) =>
      pathname.endsWith('serbia') ? pageOf([{ id: 7, name: 'Air Serbia' }], { totalCount: 1 }) : noContent(),
    ),
  );
  const { user } = renderApp('/Airlines');
  await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 25');

  await user.type(screen.getByRole('textbox', { name: 'Search by Name:' }), 'serbia{Enter}');
  await screen.findByText('Page: 1 | Total Pages: 1 | Total Records: 1');
  await waitFor(() => expect(firstRow()).toHaveFocus());
  expect(heard()).toBe('1 result. Page 1 of 1.');

  await user.clear(screen.getByRole('textbox', { name: 'Search by Name:' }));
  await user.type(screen.getByRole('textbox', { name: 'Search by Name:' }), 'nowhere{Enter}');
  const nothing = await screen.findByText('No results found for your search.');
  await waitFor(() => expect(nothing.closest('[tabindex="-1"]')).toHaveFocus());
  expect(heard()).toBe('No results.');
});

it('folds a search of several fields away on a phone, saying how many are in use', async () => {
  mockMatchMedia({ width: 390 });
  server.use(
    getHandler('Pilots/byFilter', () =>
      pageOf([{ id: 1, firstName: 'Og', lastName: 'Ray', uprn: '1', flyingHours: 9 }]),
    ),
  );
  const { user } = renderApp('/Pilots?firstName=Og');
  const unfold = await screen.findByRole('button', { name: 'Show search (1 in use)' });
  expect(unfold).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('search', { name: 'Search pilots' })).not.toBeInTheDocument();

  await user.click(unfold);
  const search = screen.getByRole('search', { name: 'Search pilots' });
  expect(within(search).getByRole('textbox', { name: 'First name:' })).toHaveValue('Og');
  expect(screen.getByRole('button', { name: 'Hide search (1 in use)' })).toHaveAttribute('aria-expanded', 'true');
});
