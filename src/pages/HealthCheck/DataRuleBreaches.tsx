import Alert from '@mui/material/Alert';
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
import { Link as RouterLink } from 'react-router-dom';
import { Loading } from '../../components/Loading';
import { breachSummary, type DataRuleBreach, type DataRuleReport } from '../../domain/dataRules';
import { isAppError } from '../../errors/appError';
import { useGetDataRulesQuery } from './healthApi';

/** The id of the section, which the report's 'Data rules' entry links to. */
export const DATA_RULES_SECTION = 'data-rules';

const RECORD_LABEL: Record<DataRuleBreach['resource'], string> = { PlaneTickets: 'Ticket', Flights: 'Flight' };

function BreachRecords({ breach }: { breach: DataRuleBreach }) {
  return (
    <Stack direction="row" component="span" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1.5 }}>
      {breach.ids.map((id) => (
        <Link key={id} component={RouterLink} to={`/${breach.resource}/${id}`} sx={{ whiteSpace: 'nowrap' }}>
          {RECORD_LABEL[breach.resource]} {id}
        </Link>
      ))}
    </Stack>
  );
}

function RuleBreaches({ report }: { report: DataRuleReport }) {
  const headingId = `${DATA_RULES_SECTION}-${report.rule}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {report.description}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {breachSummary(report.rule, report.rowCount).replace(/^./, (first) => first.toUpperCase())}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>What breaks the rule</TableCell>
              <TableCell>Records</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.breaches.map((breach) => (
              <TableRow key={breach.ids.join(',')}>
                <TableCell>{breach.about}</TableCell>
                <TableCell>
                  <BreachRecords breach={breach} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {report.more ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The first {report.breaches.length} are listed; fix them and check again to see the rest.
        </Typography>
      ) : null}
    </section>
  );
}

/**
 * The records that break a booking rule, rule by rule, each a link to fix it: shown under the report when its 'Data
 * rules' entry is Degraded. Rows written before the rules existed keep their values until staff change them.
 */
export function DataRuleBreaches() {
  const { data, error, isLoading } = useGetDataRulesQuery();
  const broken = data?.rules.filter(({ rowCount }) => rowCount > 0) ?? [];
  return (
    <Stack component="section" id={DATA_RULES_SECTION} aria-labelledby={`${DATA_RULES_SECTION}-title`} spacing={2}>
      <Typography id={`${DATA_RULES_SECTION}-title`} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        Records that break the booking rules
      </Typography>
      {isLoading ? <Loading /> : null}
      {error ? (
        <Alert severity="error">{isAppError(error) ? error.message : 'The records could not be listed.'}</Alert>
      ) : null}
      {data && broken.length === 0 ? (
        <Alert severity="success">Every flight and ticket follows the booking rules now.</Alert>
      ) : null}
      {broken.map((report) => (
        <RuleBreaches key={report.rule} report={report} />
      ))}
    </Stack>
  );
}
