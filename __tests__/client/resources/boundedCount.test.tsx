import { screen, within } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { getHandler, logRequests, pageOf, passenger } from './support';

// A search's page first, then its count, counted only so far (D-106, D-110): the list asks for the page with
// `count=false`, shows it with 'Counting results…', then asks for one row with `countUpTo=1000`; when more match, the
// pager says 'More than 1,000 results' and pages on while the server says there is more, and 'Count all results' asks
// for the exact figure of that search. A list without a search asks for its exact count, as it always did.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
});

/**
 * Passengers found by a search of `matches` rows, answered as the server answers: without a count (`count=false`),
 * counted up to a bound (`countUpTo`), or exactly. The count's answer waits for `countAnswered`, when given.
 */
function matching(matches: number, countAnswered?: Promise<void>) {
  server.use(
    getHandler('Passengers/byFilter', async (url) => {
      const pageNumber = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const rows = [passenger(pageNumber * 10)];
      const hasMore = pageNumber * pageSize < matches;
      if (url.searchParams.get('count') === 'false') return { data: rows, pageNumber, pageSize, hasMore };
      const bound = url.searchParams.get('countUpTo');
      if (bound !== null) await countAnswered;
      if (bound !== null && matches > Number(bound)) {
        return { data: rows, pageNumber, pageSize, hasMore, moreThan: Number(bound) };
      }
      return pageOf(rows, { pageNumber, pageSize, totalCount: matches });
    }),
  );
}

const manyMatches = () => matching(34_567);

const pages = () => within(screen.getByRole('navigation', { name: 'Pages' }));

describe("a search's bounded count", () => {
  it('shows the page while its count is on its way, and Next already works', async () => {
    let answerCount = () => {};
    matching(34_567, new Promise((resolve) => (answerCount = resolve)));
    const { user } = renderApp('/Passengers?lastName=son');
    await screen.findByText('Page: 1 | Counting results…');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await requests.expectSent(
      'GET',
      'Passengers/byFilter?firstName=&lastName=son&uprn=&passport=&address=&phone=&page=1&pageSize=10&count=false',
    );
    await requests.expectSent(
      'GET',
      'Passengers/byFilter?firstName=&lastName=son&uprn=&passport=&address=&phone=&page=1&pageSize=1&countUpTo=1000',
    );
    expect(pages().getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(pages().getByRole('button', { name: 'Last Page' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Count all results' })).not.toBeInTheDocument();

    answerCount();
    await screen.findByText('Page: 1 | More than 1,000 results');
    await user.click(pages().getByRole('button', { name: 'Next' }));
    // The count is the search's, not the page's: paging does not count again.
    await screen.findByText('Page: 2 | More than 1,000 results');
    const counts = requests.all.filter((request) => request.params.get('countUpTo') !== null);
    expect(counts).toHaveLength(1);
    // The count says it can wait behind others' pages (D-111); the pages say nothing of the kind.
    expect(counts[0]?.priority).toBe('u=5');
    expect(requests.all.filter((request) => request.priority !== null)).toHaveLength(1);
  });

  it('shows the exact figure when fewer than the bound match, with the last page known', async () => {
    matching(734);
    renderApp('/Passengers?lastName=rare');
    await screen.findByText('Page: 1 | Total Pages: 74 | Total Records: 734');
    expect(pages().getByRole('button', { name: 'Last Page' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /go to page/i })).toBeInTheDocument();
  });

  it("says 'More than 1,000 results', pages on, and knows no last page until counted", async () => {
    manyMatches();
    const { user, location } = renderApp('/Passengers?lastName=son');
    await screen.findByText('Page: 1 | More than 1,000 results');
    expect(pages().getByRole('button', { name: 'Last Page' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /go to page/i })).not.toBeInTheDocument();

    await user.click(pages().getByRole('button', { name: 'Next' }));
    await screen.findByText('Page: 2 | More than 1,000 results');
    expect(location().search).toBe('?lastName=son&page=2');
  });

  it("'Count all results' shows the exact figure, and the last page is then known", async () => {
    manyMatches();
    const { user } = renderApp('/Passengers?lastName=son&page=2');
    await screen.findByText('Page: 2 | More than 1,000 results');

    await user.click(screen.getByRole('button', { name: 'Count all results' }));

    await screen.findByText('Page: 2 | Total Pages: 3457 | Total Records: 34567');
    await requests.expectSent(
      'GET',
      'Passengers/byFilter?firstName=&lastName=son&uprn=&passport=&address=&phone=&page=2&pageSize=10',
    );
    expect(pages().getByRole('button', { name: 'Last Page' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Count all results' })).not.toBeInTheDocument();
  });

  it('shows the exact count when the server knows it, and a plain list asks for no bound', async () => {
    server.use(
      getHandler('Passengers/byFilter', () => pageOf([passenger(1)], { totalCount: 12 })),
      getHandler('Passengers', () => pageOf([passenger(1)], { totalCount: 25 })),
    );
    const { user } = renderApp('/Passengers?lastName=rare');
    await screen.findByText('Page: 1 | Total Pages: 2 | Total Records: 12');
    expect(screen.queryByRole('button', { name: 'Count all results' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByText('Page: 1 | Total Pages: 3 | Total Records: 25');
    await requests.expectSent('GET', 'Passengers?page=1&pageSize=10');
  });
});
