import { useId } from 'react';
import { useAppSelector } from '../../app/hooks';
import { ErrorAlert } from '../../components/resource/ErrorAlert';
import { ExportButtons } from '../../components/export/ExportButtons';
import { Loading } from '../../components/Loading';
import type { Flight } from '../../domain/entities/flight';
import { passengerName, type ManifestTotal } from '../../domain/manifest';
import { canWrite } from '../../domain/roles';
import { selectRole } from '../../session/sessionSlice';
import { Button } from '../../ui/Button';
import { Cell, HeadCell, Table, TableBody, TableFrame, TableRow } from '../../ui/Table';
import { TextRouteLink } from '../../ui/TextLink';
import styles from './FlightManifest.module.css';
import { useGetManifestQuery } from './manifestApi';

const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const tickets = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;

function TotalRow({ label, total, overall }: { label: string; total: ManifestTotal; overall?: boolean }) {
  return (
    <TableRow className={overall ? styles.overall : undefined}>
      <Cell rowHeader>{label}</Cell>
      <Cell className={styles.number}>{total.tickets}</Cell>
      <Cell className={styles.number}>{money(total.revenue)}</Cell>
    </TableRow>
  );
}

/**
 * A flight's passenger manifest, under its details: every ticket by seat (seat, passenger, passport, travel class,
 * price), the totals per travel class and overall, Print (the page prints as the manifest: see baseline.css) and, for
 * Admin and SuperAdmin, the manifest as CSV, Excel or PDF.
 */
export function FlightManifest({ record: flight }: { record: Flight }) {
  const { data: manifest, error, isLoading } = useGetManifestQuery(flight.id);
  const writer = canWrite(useAppSelector(selectRole));
  const headingId = useId();
  const totalsId = useId();

  return (
    <section aria-labelledby={headingId} className={styles.manifest}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          Passenger manifest{manifest ? ` (${tickets(manifest.total.tickets)})` : ''}
        </h2>
        {manifest && manifest.tickets.length > 0 ? (
          <div className={styles.actions} data-print="hide">
            <Button variant="outlined" size="small" onClick={() => window.print()}>
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
      {manifest && manifest.tickets.length > 0 ? (
        <>
          <TableFrame>
            <Table aria-labelledby={headingId}>
              <thead>
                <tr>
                  <HeadCell snug>Seat</HeadCell>
                  <HeadCell>Passenger</HeadCell>
                  <HeadCell>Passport</HeadCell>
                  <HeadCell>Travel Class</HeadCell>
                  <HeadCell className={styles.number}>Price</HeadCell>
                </tr>
              </thead>
              <TableBody>
                {manifest.tickets.map((ticket) => (
                  <TableRow key={ticket.id}>
                    <Cell rowHeader>{ticket.seatNumber}</Cell>
                    <Cell>
                      <TextRouteLink to={`/Passengers/${ticket.passengerId}`}>{passengerName(ticket)}</TextRouteLink>
                    </Cell>
                    <Cell>{ticket.passport}</Cell>
                    <Cell>{ticket.travelClass}</Cell>
                    <Cell className={styles.number}>{money(ticket.price)}</Cell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableFrame>
          <h3 id={totalsId} className={styles.totalsTitle}>
            Totals
          </h3>
          <TableFrame narrow>
            <Table aria-labelledby={totalsId}>
              <thead>
                <tr>
                  <HeadCell>Travel Class</HeadCell>
                  <HeadCell className={styles.number}>Tickets</HeadCell>
                  <HeadCell className={styles.number}>Revenue</HeadCell>
                </tr>
              </thead>
              <TableBody>
                {manifest.classes.map((line) => (
                  <TotalRow key={line.travelClassId} label={line.travelClass} total={line} />
                ))}
                <TotalRow label="All classes" total={manifest.total} overall />
              </TableBody>
            </Table>
          </TableFrame>
        </>
      ) : null}
    </section>
  );
}
