// What the other features use of plane tickets: a record's tickets, under its details.
import { lazyRelatedRecords } from '../../components/resource/lazyRelatedRecords';

/** A passenger's tickets, under the passenger's details. */
export const RelatedTickets = lazyRelatedRecords(async () => ({ resource: (await import('./screens')).planeTickets }));
