import { useId } from 'react';
import { passengerName, type Manifest, type ManifestTotal } from '../../domain/manifest';
import { Cell, HeadCell, Table, TableBody, TableFrame, TableRow } from '../../ui/Table';
import { TextRouteLink } from '../../ui/TextLink';
import styles from './FlightManifest.module.css';

const money = (amount: number) =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
 * A manifest's tickets by seat (seat, passenger, passport, travel class, price) and its totals per travel class and
 * overall: under a flight's details, and on its printed sheet. `labelledBy`: the heading that names the tickets' table.
 */
export function ManifestTables({ manifest, labelledBy }: { manifest: Manifest; labelledBy: string }) {
  const totalsId = useId();
  return (
    <>
      <TableFrame label="Passenger manifest">
        <Table aria-labelledby={labelledBy}>
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
      <TableFrame narrow label="Totals">
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
  );
}
