import { usedBy } from '../../../src/resources/referrers';
import { resourceMeta, type ResourceKey } from '../../../src/resources/resourceList';

// A refused delete's `references` ({ "Flights": 12 }) as the links staff follow: to the list filtered to the records
// that refer to the one they tried to delete.

const refused = (references: unknown) => ({ type: 'Error', message: 'Conflict', status: 409, data: { references } });

it.each([
  ['airlines', 'Flights', 12, '12 flights', '/Flights?airlineId=7'],
  ['destinations', 'Flights', 1, '1 flight', '/Flights?destinationId=7'],
  ['pilots', 'flights', 2, '2 flights', '/Flights?pilotId=7'],
  ['passengers', 'PlaneTickets', 1, '1 plane ticket', '/PlaneTickets?passengerId=7'],
  ['travelClasses', 'PlaneTickets', 250_000, '250,000 plane tickets', '/PlaneTickets?travelClassId=7'],
  ['flights', 'PlaneTickets', 3, '3 plane tickets', '/PlaneTickets?flightId=7'],
] as const)('names what uses a record of %s, by its route %s', (parent, route, count, label, to) => {
  expect(usedBy(resourceMeta(parent as ResourceKey), 7, refused({ [route]: count }))).toEqual([{ label, to }]);
});

it('names nothing for another failure, or for references it cannot read', () => {
  const airlines = resourceMeta('airlines');
  expect(usedBy(airlines, 7, undefined)).toEqual([]);
  expect(usedBy(airlines, 7, { type: 'Error', message: 'Bad request', status: 400, data: {} })).toEqual([]);
  expect(usedBy(airlines, 7, refused('Flights'))).toEqual([]);
  expect(usedBy(airlines, 7, refused({ Unknown: 3, Flights: 'many' }))).toEqual([]);
});
