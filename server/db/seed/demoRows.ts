import type { Insertable } from 'kysely';
import type { Role } from '../../../src/domain/roles';
import type { Database } from '../schema';

// The demo data set (decision D-57): the reference's, in its later form, with the passports of ids 10 and 23 fixed so
// passports are unique, flights on 2025-08-07..16, tickets bought 2025-07-07..16. Row n gets id n.

type Row<T extends keyof Database> = Insertable<Database[T]>;

const withIds = <T extends object>(rows: T[]): (T & { id: number })[] =>
  rows.map((row, index) => ({ ...row, id: index + 1 }));

export const travelClasses: Row<'travelClass'>[] = withIds(
  ['Economy', 'Premium Economy', 'Business', 'First'].map((type) => ({ type })),
);

export const airlines: Row<'airline'>[] = withIds(
  [
    'Delta Air Lines',
    'American Airlines',
    'United Airlines',
    'Lufthansa',
    'Emirates',
    'British Airways',
    'Air France',
    'Qatar Airways',
    'Singapore Airlines',
    'Cathay Pacific',
    'Virgin Atlantic',
    'Southwest Airlines',
    'JetBlue Airways',
    'KLM Royal Dutch Airlines',
    'ANA All Nippon Airways',
  ].map((name) => ({ name })),
);

export const destinations: Row<'destination'>[] = withIds(
  [
    ['New York', 'John F. Kennedy International Airport'],
    ['London', 'Heathrow Airport'],
    ['Paris', 'Charles de Gaulle Airport'],
    ['Sydney', 'Sydney Airport'],
    ['Belgrade', 'Belgrade Nikola Tesla Airport'],
    ['Rome', 'Leonardo da Vinci-Fiumicino Airport'],
    ['Tokyo', 'Narita International Airport'],
    ['Dubai', 'Dubai International Airport'],
    ['Beijing', 'Beijing Capital International Airport'],
    ['Los Angeles', 'Los Angeles International Airport'],
    ['Singapore', 'Changi Airport'],
    ['Istanbul', 'Istanbul Airport'],
    ['Amsterdam', 'Amsterdam Airport Schiphol'],
    ['Hong Kong', 'Hong Kong International Airport'],
    ['Mumbai', 'Chhatrapati Shivaji Maharaj International Airport'],
    ['Toronto', 'Toronto Pearson International Airport'],
  ].map(([city = '', airport = '']) => ({ city, airport })),
);

export const pilots: Row<'pilot'>[] = withIds(
  (
    [
      ['Alex', 'Walker', '1234567890123', 10],
      ['Olivia', 'Harris', '9876543210987', 8],
      ['Ethan', 'Clark', '4567890123456', 12],
      ['Sophia', 'White', '8901234567890', 15],
      ['Liam', 'Martin', '5678901234567', 6],
      ['Ava', 'Anderson', '2345678901234', 9],
      ['Noah', 'Thompson', '7890123456789', 11],
      ['Emma', 'Baker', '2345678901235', 14],
      ['Mason', 'Hill', '7890123456788', 18],
      ['Chloe', 'Young', '3456789012344', 20],
      ['Carter', 'Walker', '9012345678900', 13],
      ['Grace', 'Lewis', '6789012345671', 16],
    ] as const
  ).map(([firstName, lastName, uprn, flyingHours]) => ({ firstName, lastName, uprn, flyingHours })),
);

export const passengers: Row<'passenger'>[] = withIds(
  [
    ['John', 'Doe', '1234567890123', 'P12345678', '123 Main Street, New York, United States', '123-456-7890'],
    ['Jane', 'Smith', '9876543210987', 'S87654321', '456 Elm Street, London, United Kingdom', '987-654-3210'],
    ['David', 'Johnson', '4567890123456', 'P98765432', '789 Oak Avenue, Paris, France', '456-789-0123'],
    ['Sarah', 'Williams', '8901234567890', 'S54321098', '321 Pine Road, Sydney, Australia', '890-123-4567'],
    ['Michael', 'Brown', '5678901234567', 'P87654321', '654 Maple Lane, Tokyo, Japan', '567-890-1234'],
    ['Emily', 'Jones', '2345678901234', 'S09876543', '987 Cedar Drive, Rome, Italy', '234-567-8901'],
    ['Daniel', 'Davis', '7890123456789', 'P43210987', '456 Birch Street, Berlin, Germany', '789-012-3456'],
    ['Olivia', 'Miller', '3456789012345', 'S76543210', '321 Oak Avenue, Madrid, Spain', '345-678-9012'],
    ['Matthew', 'Wilson', '9012345678901', 'P21098765', '654 Pine Road, Toronto, Canada', '901-234-5678'],
    ['Sophia', 'Anderson', '6789012345678', 'S54321198', '987 Elm Street, Dubai, United Arab Emirates', '678-901-2345'],
    ['William', 'Johnson', '1234567890124', 'P12345679', '124 Oak Street, New York, United States', '111-222-3333'],
    ['Emma', 'Davis', '9876543210988', 'S87654322', '457 Maple Lane, London, United Kingdom', '444-555-6666'],
    ['Liam', 'Brown', '4567890123457', 'P98765433', '790 Pine Road, Paris, France', '777-888-9999'],
    ['Ava', 'Williams', '8901234567891', 'S54321099', '322 Cedar Drive, Sydney, Australia', '000-111-2222'],
    ['James', 'Smith', '5678901234568', 'P87654324', '655 Elm Street, Tokyo, Japan', '333-444-5555'],
    ['Charlotte', 'Jones', '2345678901235', 'S09876544', '988 Main Street, Rome, Italy', '666-777-8888'],
    ['Lucas', 'Taylor', '7890123456790', 'P43210988', '457 Birch Street, Berlin, Germany', '999-000-1111'],
    ['Amelia', 'White', '3456789012346', 'S76543211', '322 Oak Avenue, Madrid, Spain', '222-333-4444'],
    ['Benjamin', 'Clark', '9012345678902', 'P21098766', '655 Pine Road, Toronto, Canada', '555-666-7777'],
    ['Mia', 'Harris', '6789012345679', 'S54321000', '988 Elm Street, Dubai, United Arab Emirates', '888-999-0000'],
    ['Emma', 'Johnson', '1357924680246', 'P13579246', '567 Pine Street, New York, United States', '111-222-3333'],
    ['Daniel', 'Martinez', '2468013579135', 'S24680135', '789 Elm Street, Los Angeles, United States', '444-555-6666'],
    ['Olivia', 'Garcia', '9876543210001', 'P98765442', '123 Oak Avenue, Chicago, United States', '777-888-9999'],
    ['Liam', 'Rodriguez', '5555555555555', 'S55555555', '456 Birch Lane, Miami, United States', '000-111-2222'],
    ['Sophia', 'Brown', '1231231231231', 'P12312312', '789 Cedar Drive, San Francisco, United States', '333-444-5555'],
  ].map(([firstName = '', lastName = '', uprn = '', passport = '', address = '', phone = '']) => ({
    firstName,
    lastName,
    uprn,
    passport,
    address,
    phone,
  })),
);

const departureTimes = [
  '08:30:00',
  '12:45:00',
  '16:20:00',
  '09:15:00',
  '14:55:00',
  '10:10:00',
  '11:30:00',
  '15:40:00',
  '18:20:00',
  '20:05:00',
];

/** Flight n leaves on 2025-08-(06+n) with airline, destination and pilot n. */
export const flights: Row<'flight'>[] = withIds(
  departureTimes.map((departureTime, index) => ({
    departureDate: `2025-08-${String(7 + index).padStart(2, '0')}`,
    departureTime,
    airlineId: index + 1,
    destinationId: index + 1,
    pilotId: index + 1,
  })),
);

const ticketTerms = [
  [15, 1],
  [10, 2],
  [7, 3],
  [3, 4],
  [6, 2],
  [12, 3],
  [5, 1],
  [8, 2],
  [11, 3],
  [2, 1],
] as const;

/** Ticket n costs 100 * (n + 1), was bought on 2025-07-(06+n) by passenger n for flight n. */
export const planeTickets: Row<'planeTicket'>[] = withIds(
  ticketTerms.map(([seatNumber, travelClassId], index) => ({
    price: (index + 2) * 100,
    purchaseDate: `2025-07-${String(7 + index).padStart(2, '0')}`,
    seatNumber,
    passengerId: index + 1,
    travelClassId,
    flightId: index + 1,
  })),
);

/** The demo accounts; the passwords are hashed when seeding. */
export const demoUsers: { userName: string; password: string; roles: Role }[] = [
  { userName: 'og', password: 'og', roles: 'SuperAdmin' },
  { userName: 'aa', password: 'aa', roles: 'Admin' },
  { userName: 'uu', password: 'uu', roles: 'User' },
];
