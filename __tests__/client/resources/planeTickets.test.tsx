import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { apiUrl, server } from '../support/server';
import { storeSession } from '../support/tokens';
import { auditLogHandler } from './auditFixtures';
import { flight, planeTicket, sectionFields, ticketHandler, travelClass } from './flightFixtures';
import { choose, combobox as picker, optionTexts, searchedHandler } from './pickerFixtures';
import { destination, getHandler, logRequests, noContent, pageOf, passenger, problem, settle } from './support';

// Plane tickets (decisions D-22, D-26, D-27): the create form's messages and the numbers it posts, the edit
// form with its read-only related ids and a 0 price kept, the sectioned details, the search by price, purchase date
// and seat, deleting, and what a User may not do.

const requests = logRequests();

beforeEach(() => {
  mockMatchMedia({ width: 1920 });
  storeSession('Admin');
  // The History under a details page (D-76): no change recorded, here.
  server.use(auditLogHandler());
});

const price = () => screen.getByRole('spinbutton', { name: 'Price' });
const seat = () => screen.getByRole('spinbutton', { name: 'Seat Number' });
const purchaseDate = () => screen.getByLabelText(/^Purchase Date/);

/** The message a field points at with aria-describedby, checked to be on screen with the field marked invalid. */
function expectFieldMessage(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
  expect(screen.getAllByText(message)[0]).toBeVisible();
}

/** The pickers' sources: passenger 2, travel classes 1-3, flights 4 and 5. */
function pickerSources() {
  server.use(
    searchedHandler('Passengers', [passenger(2)]),
    searchedHandler('TravelClasses', [travelClass(1, 'First'), travelClass(2, 'Business'), travelClass(3, 'Economy')]),
    searchedHandler('Flights', [flight(4), flight(5, { departureTime: '06:45:30', city: 'Rome' })]),
  );
}

/** Types a price and seat, bought on 2023-05-01 by passenger 2 in Business on flight 4, and presses Create. */
async function fillAndCreate(user: UserEvent, { price: priceText, seat: seatText }: { price: string; seat: string }) {
  await user.type(price(), priceText);
  await user.type(purchaseDate(), '2023-05-01');
  await user.type(seat(), seatText);
  await choose(user, 'Passenger', '0123', 'Ognjen Andjelic (passport 012345678, UPRN 0123456789112)');
  await choose(user, 'Travel Class', 'bus', 'Business');
  await choose(user, 'Flight', 'paris', 'Flight 4: 2023-06-10 14:30, Air Serbia to Paris – Charles de Gaulle');
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

async function openCreateForm() {
  pickerSources();
  const view = renderApp('/PlaneTickets/Create');
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Plane Ticket' })).toBeInTheDocument();
  return view;
}

describe('creating a plane ticket', () => {
  it('lays out Price, Purchase Date and Seat Number with their examples, then the three pickers', async () => {
    const { user } = await openCreateForm();

    expect(price()).toHaveAttribute('placeholder', '999');
    expect(seat()).toHaveAttribute('placeholder', '1');
    expect(purchaseDate()).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    for (const field of [
      price(),
      purchaseDate(),
      seat(),
      picker('Passenger'),
      picker('Travel Class'),
      picker('Flight'),
    ]) {
      expect(field).toBeRequired();
    }
    expect(picker('Travel Class')).toHaveAttribute('placeholder', 'Select Travel Class');
    await user.click(picker('Travel Class'));
    await screen.findByRole('option', { name: 'Economy' });
    expect(optionTexts('Travel Class')).toEqual(['First', 'Business', 'Economy']);
    // A departure with seconds keeps them.
    await user.click(picker('Flight'));
    expect(
      await screen.findByRole('option', {
        name: 'Flight 5: 2023-06-10 06:45:30, Air Serbia to Rome – Charles de Gaulle',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/PlaneTickets');
  });

  it("says 'Price cannot be lower than 0.' for -1 and 'Price is required and must be a number.' once emptied", async () => {
    const { user } = await openCreateForm();

    await user.type(price(), '-1');
    expectFieldMessage(price(), 'Price cannot be lower than 0.');

    await user.clear(price());
    expectFieldMessage(price(), 'Price is required and must be a number.');

    await user.type(price(), '0');
    expect(price()).toHaveAttribute('aria-invalid', 'false');
  });

  it("says 'Seat number cannot be lower than 0.' for -1 and 'Seat number is required and must be a number.' once emptied", async () => {
    const { user } = await openCreateForm();

    await user.type(seat(), '-1');
    expectFieldMessage(seat(), 'Seat number cannot be lower than 0.');

    await user.clear(seat());
    expectFieldMessage(seat(), 'Seat number is required and must be a number.');
  });

  it('names a picker emptied after a choice', async () => {
    const { user } = await openCreateForm();

    await choose(user, 'Passenger', 'ognjen', 'Ognjen Andjelic (passport 012345678, UPRN 0123456789112)');
    expect(picker('Passenger')).toHaveAttribute('aria-invalid', 'false');
    await user.clear(picker('Passenger'));

    expectFieldMessage(picker('Passenger'), 'Choose a passenger.');
  });

  it('shows each message once under its field on an empty submit, names the fields, focuses Price and sends nothing', async () => {
    const { user } = await openCreateForm();

    await user.click(screen.getByRole('button', { name: 'Create' }));

    const joined = [
      'Price is required and must be a number.',
      'Purchase date is required.',
      'Seat number is required and must be a number.',
      // An empty picker says what to choose, not the API's rule for an id (D-84).
      'Choose a passenger.',
      'Choose a travel class.',
      'Choose a flight.',
    ].join(' ');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Please correct these 6 fields: Price, Purchase Date, Seat Number, Passenger, Travel Class, Flight\.$/,
    );
    for (const message of joined.split(/(?<=\.) /)) expect(screen.getAllByText(message)).toHaveLength(1);
    expect(price()).toHaveFocus();
    expectFieldMessage(picker('Passenger'), 'Choose a passenger.');
    expectFieldMessage(picker('Travel Class'), 'Choose a travel class.');
    expectFieldMessage(picker('Flight'), 'Choose a flight.');
    expect(screen.queryByText(/ID is required/)).not.toBeInTheDocument();
    await settle();
    expect(requests.of('POST')).toEqual([]);
  });

  it('posts every value as a number (a decimal price too), then opens the new ticket', async () => {
    const created = planeTicket(31, { price: 99.5, seatNumber: 0, travelClassId: 2 });
    server.use(
      http.post(apiUrl('PlaneTickets'), () => HttpResponse.json(created, { status: 201 })),
      getHandler('PlaneTickets/31', () => created),
    );
    const { user, location } = await openCreateForm();

    await fillAndCreate(user, { price: '99.5', seat: '0' });

    const post = await requests.expectSent('POST', 'PlaneTickets');
    await waitFor(() =>
      expect(post.body).toEqual({
        Price: 99.5,
        PurchaseDate: '2023-05-01',
        SeatNumber: 0,
        PassengerId: 2,
        TravelClassId: 2,
        FlightId: 4,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Plane Ticket Details' })).toBeInTheDocument();
    expect(location().pathname).toBe('/PlaneTickets/31');
    expect(await screen.findByText('Data successfully created.')).toBeInTheDocument();
  });

  it("puts a booking rule's 409 under its field, and keeps what was typed", async () => {
    const taken = 'Seat 15 on flight 4 is already taken.';
    server.use(http.post(apiUrl('PlaneTickets'), () => problem(409, taken, { SeatNumber: [taken] })));
    const { user, location } = await openCreateForm();

    await fillAndCreate(user, { price: '120', seat: '15' });

    await waitFor(() => expectFieldMessage(seat(), taken));
    // Said once, under the field; the summary names the field, and no second 'Conflict: …' alert follows (D-84).
    expect(screen.getAllByText(taken)).toHaveLength(1);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please correct this field: Seat Number.',
    ]);
    expect(screen.queryByText(/Conflict/)).not.toBeInTheDocument();
    expect(location().pathname).toBe('/PlaneTickets/Create');
    expect(seat()).toHaveValue(15);
    expect(price()).toHaveValue(120);
  });
});

describe('editing a plane ticket', () => {
  const stored = planeTicket(8, { price: 0, seatNumber: 12, passengerId: 2, travelClassId: 3, flightId: 4 });

  it("prefills a 0 price as '0' and shows Id and the related ids read-only", async () => {
    server.use(getHandler('PlaneTickets/8', () => stored));
    renderApp('/PlaneTickets/Edit/8');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Plane Ticket' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Id' });
    expect((price() as HTMLInputElement).value).toBe('0');
    expect(purchaseDate()).toHaveValue('2023-05-01');
    expect(seat()).toHaveValue(12);
    const readOnly: [string, string][] = [
      ['Id', '8'],
      ['Passenger Id', '2'],
      ['Travel Class Id', '3'],
      ['Flight Id', '4'],
    ];
    for (const [label, value] of readOnly) {
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
      expect(field).not.toBeRequired();
    }
    expect(price()).not.toHaveAttribute('readonly');
    const order = Array.from(document.querySelectorAll('form input[name]')).map((input) => input.getAttribute('name'));
    expect(order).toEqual(['id', 'price', 'purchaseDate', 'seatNumber', 'passengerId', 'travelClassId', 'flightId']);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await settle();
    // The ticket's flight comes with its airline and destination, to name it in full.
    expect(requests.all.map((request) => request.url)).toEqual([
      'PlaneTickets/8?include=flight.airline%2Cflight.destination',
    ]);
  });

  it('names the passenger, travel class and flight under their read-only ids, the flight by its route too', async () => {
    const ticket = planeTicket(8, { flightId: 12 });
    server.use(ticketHandler(ticket, flight(12, { departureDate: '2025-08-07', departureTime: '08:30:00' })));
    renderApp('/PlaneTickets/Edit/8');

    const passengerId = await screen.findByRole('textbox', { name: 'Passenger Id' });
    expect(passengerId).toHaveAccessibleDescription('Ognjen Andjelic');
    expect(screen.getByRole('textbox', { name: 'Travel Class Id' })).toHaveAccessibleDescription('Economy');
    expect(screen.getByRole('textbox', { name: 'Flight Id' })).toHaveAccessibleDescription(
      'Flight 12: 2025-08-07 08:30, Air Serbia to Paris – Charles de Gaulle',
    );
    await settle();
    expect(requests.all.map((request) => request.url)).toEqual([
      'PlaneTickets/8?include=flight.airline%2Cflight.destination',
    ]);
  });

  it('puts Id and every field in the PUT, then opens the ticket', async () => {
    server.use(
      getHandler('PlaneTickets/8', () => stored),
      http.put(apiUrl('PlaneTickets/8'), () => noContent()),
    );
    const { user, location } = renderApp('/PlaneTickets/Edit/8');
    await screen.findByRole('textbox', { name: 'Id' });

    await user.clear(seat());
    await user.type(seat(), '14');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const put = await requests.expectSent('PUT', 'PlaneTickets/8');
    await waitFor(() =>
      expect(put.body).toEqual({
        Id: 8,
        Price: 0,
        PurchaseDate: '2023-05-01',
        SeatNumber: 14,
        PassengerId: 2,
        TravelClassId: 3,
        FlightId: 4,
      }),
    );
    await waitFor(() => expect(location().pathname).toBe('/PlaneTickets/8'));
    expect(await screen.findByText('Data successfully updated.')).toBeInTheDocument();
  });
});

describe('the plane ticket details', () => {
  it('shows the Plane Ticket, Passenger, Travel Class and Flight sections, the flight with its airline and destination', async () => {
    server.use(ticketHandler(planeTicket(8)));
    renderApp('/PlaneTickets/8');

    expect(await screen.findByRole('heading', { level: 1, name: 'Plane Ticket Details' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Plane Ticket' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Plane Ticket',
      'Passenger',
      'Travel Class',
      'Flight',
      expect.stringMatching(/^History/),
    ]);
    expect(sectionFields('Plane Ticket')).toEqual([
      ['Id', '8'],
      ['Price', '250.5'],
      ['Purchase Date', '2023-05-01'],
      ['Seat Number', '16'],
    ]);
    expect(sectionFields('Passenger')).toEqual([
      ['Passenger Id', '2'],
      ['First Name', 'Ognjen'],
      ['Last Name', 'Andjelic'],
    ]);
    expect(sectionFields('Travel Class')).toEqual([
      ['Travel Class Id', '1'],
      ['Type', 'Economy'],
    ]);
    expect(sectionFields('Flight')).toEqual([
      ['Flight Id', '4'],
      ['Departure Date', '2023-06-10'],
      ['Departure Time', '14:30:00'],
      ['Airline', 'Air Serbia'],
      ['Destination', 'Paris – Charles de Gaulle'],
    ]);
  });

  it('opens the passenger and the flight by id, and the travel classes list, in a new tab', async () => {
    server.use(getHandler('PlaneTickets/8', () => planeTicket(8)));
    renderApp('/PlaneTickets/8');
    await screen.findByRole('region', { name: 'Travel Class' });

    const links: [string, string, string][] = [
      ['Passenger', '2: open passenger 2 in a new tab', '/Passengers/2'],
      ['Travel Class', '1: open the travel classes in a new tab', '/TravelClasses'],
      ['Flight', '4: open flight 4 in a new tab', '/Flights/4'],
    ];
    for (const [section, name, href] of links) {
      const link = within(screen.getByRole('region', { name: section })).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it("shows '—' for a passenger, travel class or flight the API left out", async () => {
    server.use(
      getHandler('PlaneTickets/8', () => ({ ...planeTicket(8), passenger: null, travelClass: null, flight: null })),
    );
    renderApp('/PlaneTickets/8');
    await screen.findByRole('region', { name: 'Passenger' });

    expect(sectionFields('Passenger')).toEqual([
      ['Passenger Id', '2'],
      ['First Name', '—'],
      ['Last Name', '—'],
    ]);
    expect(sectionFields('Travel Class')).toEqual([
      ['Travel Class Id', '1'],
      ['Type', '—'],
    ]);
    expect(sectionFields('Flight')).toEqual([
      ['Flight Id', '4'],
      ['Departure Date', '—'],
      ['Departure Time', '—'],
      ['Airline', '—'],
      ['Destination', '—'],
    ]);
  });
});

describe('the plane tickets list', () => {
  const listed = [planeTicket(1), planeTicket(2, { price: 0, seatNumber: 3 })];

  it('shows Id, Price, Purchase Date and Seat Number, then the passenger, flight and travel class as links to them', async () => {
    // The list asks for each ticket's flight with its destination (`include`); the API leaves the rest of it null.
    const ticket = {
      ...planeTicket(2, { price: 0, seatNumber: 3 }),
      flight: {
        ...flight(4, { departureDate: '2025-08-07', departureTime: '08:30:00', bare: true }),
        destination: destination(5, 'Paris'),
      },
    };
    server.use(getHandler('PlaneTickets', () => pageOf([planeTicket(1), ticket])));
    renderApp('/PlaneTickets');

    const table = await screen.findByRole('table', { name: 'Plane Tickets' });
    await requests.expectSent('GET', 'PlaneTickets?page=1&pageSize=10&include=flight.destination');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Id',
      'Price',
      'Purchase Date',
      'Seat Number',
      'Passenger',
      'Flight',
      'Travel Class',
      'Actions',
    ]);
    const row = within(table).getByRole('rowheader', { name: '2' }).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      '0',
      '2023-05-01',
      '3',
      'Ognjen Andjelic',
      '2025-08-07 08:30 – Paris',
      'Economy',
    ]);
    // Each opens in this tab, as links do; a travel class has no details page, so its list opens (D-16).
    const links: [string, string][] = [
      ['Ognjen Andjelic', '/Passengers/2'],
      ['2025-08-07 08:30 – Paris', '/Flights/4'],
      ['Economy', '/TravelClasses'],
    ];
    for (const [name, href] of links) {
      const link = within(row).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('target');
    }
    // Without its destination, a flight is named by its departure.
    const first = within(table).getByRole('rowheader', { name: '1' }).closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: '2023-06-10 14:30' })).toHaveAttribute('href', '/Flights/4');
    expect(screen.getByRole('link', { name: 'Create Plane Ticket' })).toHaveAttribute('href', '/PlaneTickets/Create');
  });

  it('names a related record the row came without by its kind and id, still a link to it', async () => {
    server.use(getHandler('PlaneTickets', () => pageOf([{ ...planeTicket(1, { passengerId: 8 }), passenger: null }])));
    renderApp('/PlaneTickets');

    const table = await screen.findByRole('table', { name: 'Plane Tickets' });
    expect(within(table).getByRole('link', { name: 'Passenger 8' })).toHaveAttribute('href', '/Passengers/8');
  });

  it('searches by price, purchase date and seat on /PlaneTickets/byFilter, a decimal price included', async () => {
    server.use(
      getHandler('PlaneTickets', () => pageOf(listed)),
      getHandler('PlaneTickets/byFilter', () => pageOf([listed[0]])),
    );
    const { user, location } = renderApp('/PlaneTickets');
    await screen.findByRole('table', { name: 'Plane Tickets' });

    await user.type(screen.getByRole('spinbutton', { name: 'Price:' }), '99.5');
    await user.type(screen.getByLabelText('Purchase Date:'), '2023-05-01');
    await user.type(screen.getByRole('spinbutton', { name: 'Seat Number:' }), '16');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await requests.expectSent(
      'GET',
      'PlaneTickets/byFilter?price=99.5&purchaseDate=2023-05-01&seatNumber=16&passengerId=&flightId=&travelClassId=&page=1&pageSize=10&include=flight.destination&count=false',
    );
    await waitFor(() => expect(location().search).toBe('?price=99.5&purchaseDate=2023-05-01&seatNumber=16'));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '2' })).not.toBeInTheDocument());
  });

  it('sends the blank filters as empty parameters', async () => {
    server.use(
      getHandler('PlaneTickets', () => pageOf(listed)),
      getHandler('PlaneTickets/byFilter', () => pageOf([listed[1]])),
    );
    const { user } = renderApp('/PlaneTickets');
    await screen.findByRole('table', { name: 'Plane Tickets' });

    await user.type(screen.getByRole('spinbutton', { name: 'Seat Number:' }), '3');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await requests.expectSent(
      'GET',
      'PlaneTickets/byFilter?price=&purchaseDate=&seatNumber=3&passengerId=&flightId=&travelClassId=&page=1&pageSize=10&include=flight.destination&count=false',
    );
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '1' })).not.toBeInTheDocument());
  });

  it("shows 'No results found for your search.' when the search finds nothing (404)", async () => {
    server.use(
      getHandler('PlaneTickets', () => pageOf(listed)),
      getHandler('PlaneTickets/byFilter', () => problem(404)),
    );
    const { user } = renderApp('/PlaneTickets');
    await screen.findByRole('table', { name: 'Plane Tickets' });

    await user.type(screen.getByRole('spinbutton', { name: 'Price:' }), '1');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No results found for your search.')).toBeInTheDocument();
  });

  it('deletes a ticket after the question, and the row goes', async () => {
    const rows = [...listed];
    server.use(
      getHandler('PlaneTickets', () => (rows.length ? pageOf(rows) : noContent())),
      http.delete(apiUrl('PlaneTickets/:id'), ({ params }) => {
        rows.splice(
          rows.findIndex((row) => row.id === Number(params.id)),
          1,
        );
        return noContent();
      }),
    );
    const { user } = renderApp('/PlaneTickets');
    const table = await screen.findByRole('table', { name: 'Plane Tickets' });

    await user.click(within(table).getByRole('button', { name: 'Delete plane ticket 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete plane ticket 2 (Ognjen Andjelic, seat 3)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // While the dialog fades out, the page behind it is hidden from queries.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await requests.expectSent('DELETE', 'PlaneTickets/2');
    expect(await screen.findByText('Data successfully deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '2' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: '1' })).toBeInTheDocument();
  });
});
