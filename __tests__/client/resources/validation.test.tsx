import { screen } from '@testing-library/react';
import { mockMatchMedia } from '../support/matchMedia';
import { renderApp } from '../support/renderApp';
import { server } from '../support/server';
import { storeSession } from '../support/tokens';
import { getHandler } from './support';

// Each entity's validation messages (decision D-23), character for character, as a user meets them: typed into
// the form's field, shown under it and tied to it. One test per form; each row is a value and the message it must
// give (null: no message).

beforeEach(() => mockMatchMedia({ width: 1920 }));

/** A value typed or pasted, the message it must give (null: none), and what the field then holds if not the value. */
type Row = [value: string, message: string | null, holds?: string];

interface FormCase {
  entity: string;
  path: string;
  fields: Record<string, Row[]>;
}

const chars = (count: number) => 'a'.repeat(count);
const digits = (count: number) => '1'.repeat(count);

/** The usual text rules of a field: blank, the longest allowed, and one more, which the field does not take. */
const textRows = (label: string, max: number): Row[] => [
  ['', `${label} is required.`],
  [chars(max), null],
  [chars(max + 1), null, chars(max)],
];

/** A field whose value must have exactly `length` characters, and takes no more. */
const exactRows = (label: string, length: number): Row[] => [
  ['', `${label} is required.`],
  [digits(length - 1), `${label} must be exactly ${length} characters.`],
  [digits(length + 1), null, digits(length)],
  [digits(length), null],
];

const forms: FormCase[] = [
  {
    entity: 'airline',
    path: '/Airlines/Create',
    // "Required" means empty after trimming (D-23); the rule is shared, so one field shows it.
    fields: { Name: [...textRows('Airline name', 255), ['   ', 'Airline name is required.']] },
  },
  {
    entity: 'destination',
    path: '/Destinations/Create',
    fields: { City: textRows('Destination city', 255), Airport: textRows('Destination airport', 255) },
  },
  {
    entity: 'passenger',
    path: '/Passengers/Create',
    fields: {
      'First Name': textRows('Passenger first name', 50),
      'Last Name': textRows('Passenger last name', 50),
      UPRN: exactRows('Passenger UPRN', 13),
      Passport: exactRows('Passenger passport', 9),
      Address: textRows('Passenger address', 200),
      Phone: textRows('Passenger phone', 30),
    },
  },
  {
    entity: 'pilot',
    path: '/Pilots/Create',
    fields: {
      'First Name': textRows('Pilot first name', 50),
      'Last Name': textRows('Pilot last name', 50),
      UPRN: exactRows('Pilot UPRN', 13),
      'Flying Hours': [
        ['', 'Pilot flying hours is required and must be a number.'],
        ['1.5', 'Pilot flying hours is required and must be a number.'],
        // The product's message has no final period (D-23).
        ['40001', 'Pilot flying hours cannot exceed 40000'],
        ['1e5', 'Pilot flying hours cannot exceed 40000'],
        ['-1', 'Pilot flying hours cannot be lower than 0.'],
        ['40000', null],
        ['0', null],
      ],
    },
  },
  {
    entity: 'API user',
    path: '/ApiUsers/Edit/1',
    fields: {
      // D-24: the limit is 255 while the message says 50.
      Username: [
        ['', 'ApiUser username is required.'],
        [chars(51), null],
        [chars(255), null],
        // The field takes no more than the 255 characters it may hold.
        [chars(256), null, chars(255)],
      ],
      Password: [
        ['', 'ApiUser password is required.'],
        [chars(255), null],
        [chars(256), 'ApiUser password cannot exceed 50 characters.'],
      ],
    },
  },
];

/** The message the field shows and points at (aria-invalid, aria-describedby), or null when it is valid. */
function messageOf(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const described = (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter((text) => text !== '');
  expect(described).toHaveLength(1);
  expect(screen.getByText(described[0])).toBeVisible();
  return described[0];
}

// The field labels carry the required asterisk ('Name *'), so a label is matched up to it.
const fieldLabelled = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\W*$`), { selector: 'input' });

describe('validation messages (D-23)', () => {
  it.each(forms)('the $entity form gives each rule its exact message', async ({ path, fields }) => {
    storeSession('SuperAdmin');
    server.use(
      getHandler('ApiUsers/1', () => ({ apiUserId: 1, userName: 'og', password: 'hash', roles: 'SuperAdmin' })),
    );
    const { user } = renderApp(path);
    await screen.findByRole('button', { name: /^(Create|Save Changes)$/ });

    for (const [label, rows] of Object.entries(fields)) {
      const input = fieldLabelled(label);
      for (const [value, message, holds = value] of rows) {
        if (value === '') {
          // Typing then emptying marks the field as changed, as a user leaving it blank would.
          await user.type(input, '9');
          await user.clear(input);
        } else {
          // Select what is there and paste over it.
          await user.tripleClick(input);
          await user.paste(value);
        }
        const described = (text: string) => (text.length > 20 ? `${text.length} characters` : text);
        expect({
          label,
          value: described(value),
          holds: described((input as HTMLInputElement).value),
          shown: messageOf(input),
        }).toEqual({
          label,
          value: described(value),
          holds: described(holds),
          shown: message,
        });
      }
    }
  });
});
