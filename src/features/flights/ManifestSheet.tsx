import { useId } from 'react';
import { createPortal } from 'react-dom';
import { departure } from '../../domain/entities/flight';
import type { Manifest } from '../../domain/manifest';
import { destinationName } from '../destinations';
import { ManifestTables } from './ManifestTables';
import styles from './ManifestSheet.module.css';

/**
 * A flight's manifest as it prints (D-83): the flight, its airline, destination, pilot and departure, the tickets and
 * the totals, and when it was printed; nothing else of the page. Drawn beside the app (a portal into the body) while
 * the print is on, and only on paper: the print styles then leave the app out.
 */
export function ManifestSheet({ manifest, printedAt }: { manifest: Manifest; printedAt: string }) {
  const headingId = useId();
  const { flight } = manifest;
  const lines = [
    ['Departure', departure(flight)],
    ['Airline', flight.airline?.name ?? `Airline ${flight.airlineId}`],
    ['Destination', flight.destination ? destinationName(flight.destination) : `Destination ${flight.destinationId}`],
    ['Pilot', flight.pilot ? `${flight.pilot.firstName} ${flight.pilot.lastName}` : `Pilot ${flight.pilotId}`],
    ['Tickets', String(manifest.total.tickets)],
  ];
  return createPortal(
    <div data-print-sheet className={styles.sheet}>
      <h1 id={headingId} className={styles.title}>
        Passenger manifest: flight {flight.id}
      </h1>
      <dl className={styles.lines}>
        {lines.map(([label, value]) => (
          <div key={label} className={styles.line}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ManifestTables manifest={manifest} labelledBy={headingId} />
      <p className={styles.printed}>Printed {printedAt}</p>
    </div>,
    document.body,
  );
}
