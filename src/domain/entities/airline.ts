import { text } from '../fields';

export const airlineFields = {
  name: text('Name', 'Airline name', { maxLength: 255 }),
};

/** An airline as the API returns it. */
export interface Airline {
  id: number;
  name: string;
}
