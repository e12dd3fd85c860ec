import { api } from '../../api/baseApi';
import { resourceMeta } from '../../app/resources';
import { passengerFields, type Passenger } from '../../domain/entities/passenger';
import type { ResourceHooks } from '../../resources/definition';
import { crudEndpoints } from '../../resources/endpoints';
import { relationSource } from '../../resources/relations';
import { querySearch } from '../../resources/search';

/**
 * `GET /Passengers/byFilter` with six filters (decision D-20). UPRN and phone are text: a number input would drop
 * a UPRN's leading zeros and refuse a phone's dashes.
 */
export const passengerSearch = querySearch('Passengers/byFilter', [
  { name: 'firstName', label: 'First name:', placeholder: 'Ognjen' },
  { name: 'lastName', label: 'Last Name:', placeholder: 'Andjelic' },
  { name: 'uprn', label: 'UPRN:', placeholder: '1234567890123', numeric: true },
  { name: 'passport', label: 'Passport:', placeholder: 'P12345678' },
  { name: 'address', label: 'Address:', placeholder: '123 Main Street, New York, United States' },
  { name: 'phone', label: 'Phone:', placeholder: '123-456-7890' },
]);

export const passengersMeta = resourceMeta('passengers');

const passengersApi = api.injectEndpoints({
  endpoints: (build) => {
    const passenger = crudEndpoints<Passenger, typeof passengerFields>(build, {
      meta: passengersMeta,
      tag: 'Passenger',
      apiPath: 'Passengers',
      idOf: (record) => record.id,
      fields: passengerFields,
      search: passengerSearch,
    });
    return {
      listPassengers: passenger.list,
      getPassenger: passenger.get,
      createPassenger: passenger.create,
      updatePassenger: passenger.update,
      deletePassenger: passenger.remove,
      passengerOptions: passenger.options,
    };
  },
});

export const passengerHooks: ResourceHooks<Passenger, typeof passengerFields> = {
  list: passengersApi.endpoints.listPassengers,
  useGet: passengersApi.useGetPassengerQuery,
  useCreate: passengersApi.useCreatePassengerMutation,
  useUpdate: passengersApi.useUpdatePassengerMutation,
  useDelete: passengersApi.useDeletePassengerMutation,
};

/** Passengers to choose from on a ticket's create form. */
export const passengerRelation = relationSource<Passenger>({
  meta: passengersMeta,
  useInfiniteQuery: passengersApi.usePassengerOptionsInfiniteQuery,
  idOf: (passenger) => passenger.id,
  optionLabel: (passenger) => `${passenger.firstName} ${passenger.lastName} (passport ${passenger.passport})`,
});
