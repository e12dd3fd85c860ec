import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Dashboard } from '../../../domain/dashboard';
import { destinationName } from '../../../domain/entities/destination';
import { departure } from '../../../domain/entities/flight';
import { Cell, HeadCell, Table, TableBody, TableFrame, TableRow } from '../../../ui/Table';
import { TextRouteLink } from '../../../ui/TextLink';
import styles from './Dashboard.module.css';
import { count } from './dashboardFormat';
import { Panel } from './Panel';

const TITLE = 'Next departures';

function summary({ total, first, to }: Dashboard['departures']): string {
  if (total === 0) return `None from now to ${to}.`;
  const all = `${count(total)} ${total === 1 ? 'departure' : 'departures'} from now to ${to}`;
  return first.length < total ? `${all}; the first ${first.length} below.` : `${all}.`;
}

/** The first departures from now, each linking to its flight, and how many there are in the window. */
export function NextDepartures({ departures }: { departures: Dashboard['departures'] }) {
  const noteId = useId();
  const navigate = useNavigate();
  return (
    <Panel title={TITLE} note={<span id={noteId}>{summary(departures)}</span>} className={styles.departures}>
      {departures.first.length > 0 ? (
        <TableFrame>
          <Table aria-label={TITLE} aria-describedby={noteId}>
            <thead>
              <tr>
                <HeadCell>Departure</HeadCell>
                <HeadCell>Airline</HeadCell>
                <HeadCell>Destination</HeadCell>
                <HeadCell>Pilot</HeadCell>
              </tr>
            </thead>
            <TableBody>
              {departures.first.map((flight) => (
                // As in the lists, the whole row opens its record: a hovered row shows its long text whole, and grows.
                <TableRow key={flight.id} onOpen={() => void navigate(`/Flights/${flight.id}`)}>
                  <Cell rowHeader nowrap>
                    <TextRouteLink
                      to={`/Flights/${flight.id}`}
                      aria-label={`Flight ${flight.id}, ${departure(flight)}`}
                    >
                      {departure(flight)}
                    </TextRouteLink>
                  </Cell>
                  <Cell>{flight.airline?.name}</Cell>
                  <Cell>{flight.destination ? destinationName(flight.destination) : null}</Cell>
                  <Cell>{flight.pilot ? `${flight.pilot.firstName} ${flight.pilot.lastName}` : null}</Cell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      ) : null}
      {departures.first.length > 0 && departures.first.length === departures.total ? (
        <p className={styles.departuresEnd}>No other flight departs until the end of {departures.to}.</p>
      ) : null}
    </Panel>
  );
}
