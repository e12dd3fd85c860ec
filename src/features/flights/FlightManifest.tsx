import { useId } from 'react';
import { useAppSelector } from '../../app/hooks';
import { ErrorAlert } from '../../components/resource/ErrorAlert';
import { ExportButtons } from '../../components/export/ExportButtons';
import { Loading } from '../../components/Loading';
import type { Flight } from '../../domain/entities/flight';
import { canWrite } from '../../domain/roles';
import { selectRole } from '../../session/sessionSlice';
import { Button } from '../../ui/Button';
import styles from './FlightManifest.module.css';
import { useGetManifestQuery } from './manifestApi';
import { ManifestSheet } from './ManifestSheet';
import { ManifestTables } from './ManifestTables';
import { usePrintSheet } from './usePrintSheet';

const tickets = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;

/**
 * A flight's passenger manifest, under its details: every ticket by seat (seat, passenger, passport, travel class,
 * price), the totals per travel class and overall, Print (its sheet alone: ManifestSheet) and, for
 * Admin and SuperAdmin, the manifest as CSV, Excel or PDF.
 */
export function FlightManifest({ record: flight }: { record: Flight }) {
  const { data: manifest, error, isLoading } = useGetManifestQuery(flight.id);
  const writer = canWrite(useAppSelector(selectRole));
  const headingId = useId();
  const sheet = usePrintSheet();

  return (
    <section aria-labelledby={headingId} className={styles.manifest}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          Passenger manifest{manifest ? ` (${tickets(manifest.total.tickets)})` : ''}
        </h2>
        {manifest && manifest.tickets.length > 0 ? (
          <div className={styles.actions} data-print="hide">
            <Button variant="outlined" size="small" onClick={sheet.print}>
              Print
            </Button>
            {writer ? (
              <ExportButtons exportPath={`Flights/${flight.id}/manifest/export`} records="the manifest" />
            ) : null}
          </div>
        ) : null}
      </div>
      {isLoading ? <Loading /> : null}
      {error ? <ErrorAlert error={error} /> : null}
      {manifest && manifest.tickets.length === 0 ? (
        <p className={styles.empty}>No tickets have been sold for this flight yet.</p>
      ) : null}
      {manifest && manifest.tickets.length > 0 ? <ManifestTables manifest={manifest} labelledBy={headingId} /> : null}
      {manifest && sheet.printedAt ? <ManifestSheet manifest={manifest} printedAt={sheet.printedAt} /> : null}
    </section>
  );
}
