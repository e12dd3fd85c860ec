import { text } from '../fields';

export const destinationFields = {
  city: text('City', 'Destination city', { maxLength: 255 }),
  airport: text('Airport', 'Destination airport', { maxLength: 255 }),
};

/** A destination as the API returns it. */
export interface Destination {
  id: number;
  city: string;
  airport: string;
}

/** How a destination is named where a place is chosen or shown: 'Belgrade – Belgrade Nikola Tesla Airport'. */
export const destinationName = (destination: Destination): string => `${destination.city} – ${destination.airport}`;
