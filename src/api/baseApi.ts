import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './baseQuery';

/** Every cache tag of the product, declared once so entities can invalidate each other's lists. */
export const TAG_TYPES = [
  'Airline',
  'Destination',
  'TravelClass',
  'Passenger',
  'Pilot',
  'Flight',
  'PlaneTicket',
  'ApiUser',
  'Health',
] as const;

/** The only createApi of the app: each feature injects its endpoints (ARCHITECTURE.md 5.1). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
