import { text } from '../fields';

export const passengerFields = {
  firstName: text('FirstName', 'Passenger first name', { maxLength: 50 }),
  lastName: text('LastName', 'Passenger last name', { maxLength: 50 }),
  uprn: text('UPRN', 'Passenger UPRN', { exactLength: 13 }),
  passport: text('Passport', 'Passenger passport', { exactLength: 9 }),
  address: text('Address', 'Passenger address', { maxLength: 200 }),
  phone: text('Phone', 'Passenger phone', { maxLength: 30 }),
};

/** A passenger as the API returns it. */
export interface Passenger {
  id: number;
  firstName: string;
  lastName: string;
  uprn: string;
  passport: string;
  address: string;
  phone: string;
}
