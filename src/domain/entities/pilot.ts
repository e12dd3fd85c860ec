import { integer, text } from '../fields';

const PILOT_MAX_FLYING_HOURS = 40_000;

export const pilotFields = {
  firstName: text('FirstName', 'Pilot first name', { maxLength: 50 }),
  lastName: text('LastName', 'Pilot last name', { maxLength: 50 }),
  uprn: text('UPRN', 'Pilot UPRN', { exactLength: 13 }),
  flyingHours: integer(
    'FlyingHours',
    'Pilot flying hours',
    { min: 0, max: PILOT_MAX_FLYING_HOURS },
    // The product's message has no final period (decision D-23).
    { tooHigh: `Pilot flying hours cannot exceed ${PILOT_MAX_FLYING_HOURS}` },
  ),
};

/** A pilot as the API returns it. */
export interface Pilot {
  id: number;
  firstName: string;
  lastName: string;
  uprn: string;
  flyingHours: number;
}
