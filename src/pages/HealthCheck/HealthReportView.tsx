import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HealthReport } from '../../domain/health';
import { StatusChip } from './StatusChip';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontVariantNumeric: 'tabular-nums',
};

/** The summary line, then one row per entry: Name, Description, Duration, Status (ui-checklist HC-02, HC-03). */
export function HealthReportView({ report }: { report: HealthReport }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
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
            {Object.entries(report.entries).map(([name, entry]) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {name}
                </TableCell>
                <TableCell>{entry.description}</TableCell>
                <TableCell sx={{ ...mono, whiteSpace: 'nowrap' }}>{entry.duration}</TableCell>
                <TableCell>
                  <StatusChip status={entry.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
