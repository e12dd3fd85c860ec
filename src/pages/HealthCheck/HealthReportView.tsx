import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { HealthEntry, HealthReport } from '../../domain/health';
import { DATA_RULES_SECTION } from './DataRuleBreaches';
import { StatusChip } from './StatusChip';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontVariantNumeric: 'tabular-nums',
};

type Entries = [string, HealthEntry][];

/** The entry of the records that break a booking rule; listed under the report (DataRuleBreaches). */
export const DATA_RULES_ENTRY = 'Data rules';

/** An entry's description, with a link to the records when the data rules are broken. */
function Description({ name, entry }: { name: string; entry: HealthEntry }) {
  if (name !== DATA_RULES_ENTRY || entry.status !== 'Degraded') return <>{entry.description}</>;
  return (
    <>
      {entry.description} <Link href={`#${DATA_RULES_SECTION}`}>List them</Link>
    </>
  );
}

/** On a phone each check is a card, so its status stays in view instead of behind a horizontal scroll. */
function EntryCards({ entries }: { entries: Entries }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Health checks" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map(([name, entry]) => (
        <Paper component="li" key={name} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            <StatusChip status={entry.status} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <Description name={name} entry={entry} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Duration <span style={mono}>{entry.duration}</span>
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

function EntryTable({ entries }: { entries: Entries }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Health checks">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Duration</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(([name, entry]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {name}
              </TableCell>
              <TableCell>
                <Description name={name} entry={entry} />
              </TableCell>
              <TableCell sx={{ ...mono, whiteSpace: 'nowrap' }}>{entry.duration}</TableCell>
              <TableCell>
                <StatusChip status={entry.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The summary line, then one row per entry: Name, Description, Duration, Status. */
export function HealthReportView({ report }: { report: HealthReport }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const entries = Object.entries(report.entries);
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 4, rowGap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            Status
          </Typography>
          <StatusChip status={report.status} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            Total Duration
          </Typography>
          <Typography component="span" sx={mono}>
            {report.totalDuration}
          </Typography>
        </Stack>
      </Stack>
      {phone ? <EntryCards entries={entries} /> : <EntryTable entries={entries} />}
    </Stack>
  );
}
