import { screen, waitFor, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import {
  airlineRange,
  airlinesPaged,
  destination,
  getHandler,
  logRequests,
  noContent,
  pageOf,
  passenger,
  settle,
} from './support';

// The quick search: one box on every list whose words the API looks for in the records' text (`q`). Typing sends
// nothing; Enter or the search button commits the words to the address (`?q=`) and asks from page 1, with the search
// fields, the order and the paging; its × takes them away; the list's Clear starts the whole view afresh.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

const quickSearch = () => screen.getByRole('textbox', { name: 'Quick search' });

describe('the quick search', () => {
  it('sends nothing while typing; Enter commits the trimmed words to the address and asks from page 1', async () => {
    server.use(
      getHandler('Passengers', (url) =>
        pageOf([passenger(1)], { pageNumber: Number(url.searchParams.get('page')), totalCount: 25 }),
      ),
    );
    const { user, location } = renderApp('/Passengers?page=2');
    await screen.findByText('Page: 2 | Total Pages: 3 | Total Records: 25');
    expect(quickSearch()).toHaveAttribute('placeholder', 'Type any part of a name, UPRN, passport, address or phone');
    const sentBefore = requests.all.length;

    await user.type(quickSearch(), '  john P123 ');
    await settle();
    expect(requests.all).toHaveLength(sentBefore);

    await user.keyboard('{Enter}');

    const sent = await requests.expectSent('GET', 'Passengers?page=1&pageSize=10&q=john+P123&count=false');
    expect(sent.params.get('q')).toBe('john P123');
    expect(location().search).toBe('?q=john+P123');
    expect(quickSearch()).toHaveValue('john P123');
  });

  it('commits from its search button too', async () => {
    server.use(airlinesPaged(15));
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });

    await user.type(quickSearch(), 'serbia');
    await user.click(screen.getByRole('button', { name: 'Run quick search' }));

    await requests.expectSent('GET', 'Airlines?page=1&pageSize=10&q=serbia&count=false');
    expect(location().search).toBe('?q=serbia');
  });

  it('joins the search fields on the search route, with the order, and pages through them', async () => {
    server.use(
      getHandler('Destinations/search', (url) =>
        pageOf([destination(1)], { pageNumber: Number(url.searchParams.get('page')), totalCount: 25 }),
      ),
    );
    const { user, location } = renderApp('/Destinations?city=Bel&sort=city');
    await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 25');

    await user.type(quickSearch(), 'tesla{Enter}');

    await requests.expectSent(
      'GET',
      'Destinations/search?city=Bel&airport=&page=1&pageSize=10&sort=city&q=tesla&count=false',
    );
    expect(location().search).toBe('?city=Bel&sort=city&q=tesla');

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    await requests.expectSent(
      'GET',
      'Destinations/search?city=Bel&airport=&page=2&pageSize=10&sort=city&q=tesla&count=false',
    );

    // A new search by the fields keeps the quick search and the order, from page 1.
    await user.clear(screen.getByRole('textbox', { name: 'City:' }));
    await user.type(screen.getByRole('textbox', { name: 'Airport:' }), 'Nikola{Enter}');
    await requests.expectSent(
      'GET',
      'Destinations/search?city=&airport=Nikola&page=1&pageSize=10&sort=city&q=tesla&count=false',
    );
    expect(location().search).toBe('?airport=Nikola&q=tesla&sort=city');
  });

  it('restores the words from the address on reload', async () => {
    server.use(airlinesPaged(15));
    renderApp('/Airlines?q=delta&page=2');
    await requests.expectSent('GET', 'Airlines?page=2&pageSize=10&q=delta&count=false');
    expect(await screen.findByRole('textbox', { name: 'Quick search' })).toHaveValue('delta');
  });

  it("says 'No results found for your search.' when only the quick search narrows the list", async () => {
    server.use(getHandler('Airlines', (url) => (url.searchParams.has('q') ? noContent() : pageOf(airlineRange(1, 3)))));
    const { user } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });

    await user.type(quickSearch(), 'zzz{Enter}');

    expect(await screen.findByText('No results found for your search.')).toBeInTheDocument();
    expect(screen.queryByText('No airlines available')).not.toBeInTheDocument();
    // The box is still there to change the words.
    expect(quickSearch()).toHaveValue('zzz');
  });

  it('× empties the box and shows the list without the words, keeping the rest of the view', async () => {
    server.use(
      airlinesPaged(15),
      getHandler('Airlines/ByName/:name', () => pageOf(airlineRange(1, 3))),
    );
    const { user, location } = renderApp('/Airlines?name=air&q=serbia&sort=name&page=2');
    await requests.expectSent('GET', 'Airlines/ByName/air?page=2&pageSize=10&sort=name&q=serbia&count=false');
    await screen.findByRole('table', { name: 'Airlines' });

    await user.click(screen.getByRole('button', { name: 'Clear quick search' }));

    await requests.expectSent('GET', 'Airlines/ByName/air?page=1&pageSize=10&sort=name&count=false');
    expect(location().search).toBe('?name=air&sort=name');
    expect(quickSearch()).toHaveValue('');
    expect(quickSearch()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear quick search' })).not.toBeInTheDocument();
  });

  it('× on words not yet committed only empties the box', async () => {
    server.use(airlinesPaged(15));
    const { user, location } = renderApp('/Airlines');
    await screen.findByRole('table', { name: 'Airlines' });
    expect(screen.queryByRole('button', { name: 'Clear quick search' })).not.toBeInTheDocument();

    await user.type(quickSearch(), 'draft');
    await user.click(screen.getByRole('button', { name: 'Clear quick search' }));

    expect(quickSearch()).toHaveValue('');
    await settle();
    expect(requests.all.map((request) => request.url)).toEqual(['Airlines?page=1&pageSize=10']);
    expect(location().search).toBe('');
  });

  it("the list's Clear starts afresh: no search, no quick search, the key's order, page 1", async () => {
    server.use(
      airlinesPaged(15),
      getHandler('Airlines/ByName/:name', () => pageOf(airlineRange(1, 3))),
    );
    const { user, location } = renderApp('/Airlines?name=air&q=serbia&sort=-name&page=2');
    await screen.findByRole('table', { name: 'Airlines' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    await requests.expectSent('GET', 'Airlines?page=1&pageSize=10');
    expect(location().search).toBe('');
    expect(await screen.findByText('Page: 1 | Total Pages: 2 | Total Records: 15')).toBeInTheDocument();
    expect(quickSearch()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Search by Name:' })).toHaveValue('');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('is on the travel classes list too', async () => {
    server.use(getHandler('TravelClasses', () => pageOf([{ id: 2, type: 'Business' }])));
    const { user, location } = renderApp('/TravelClasses');
    await screen.findByRole('table', { name: 'Travel Classes' });

    await user.type(quickSearch(), 'busi{Enter}');

    await requests.expectSent('GET', 'TravelClasses?page=1&pageSize=10&q=busi');
    await waitFor(() => expect(location().search).toBe('?q=busi'));
  });
});
