import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '../../api/baseApi';
import { useAppDispatch } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import type { HealthReport } from '../../domain/health';
import { usePageTitle } from '../../components/usePageTitle';
import { isAppError } from '../../errors/appError';
import { DataRuleBreaches } from './DataRuleBreaches';
import { DATA_RULES_ENTRY } from './HealthReportView';
import { useGetHealthQuery } from './healthApi';
import { HealthReportView } from './HealthReportView';
import { isHealthReport } from './isHealthReport';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const NO_DATA_MESSAGE = 'No data available';

/** The report, and under it the records that break a booking rule when its 'Data rules' entry says some do. */
function ReportWithBreaches({ report }: { report: HealthReport }) {
  return (
    <Stack spacing={4}>
      <HealthReportView report={report} />
      {report.entries[DATA_RULES_ENTRY]?.status === 'Degraded' ? <DataRuleBreaches /> : null}
    </Stack>
  );
}

function HealthContent() {
  const { data, error, isLoading } = useGetHealthQuery();
  if (isLoading) return <Loading />;
  if (error) {
    // An unhealthy service answers 503 with the report itself: show it, drawn in red, rather than an error text.
    if (isAppError(error) && isHealthReport(error.data)) return <ReportWithBreaches report={error.data} />;
    return <Alert severity="error">{(isAppError(error) && error.message) || UNKNOWN_ERROR_MESSAGE}</Alert>;
  }
  if (!data) return <Alert severity="info">{NO_DATA_MESSAGE}</Alert>;
  return <ReportWithBreaches report={data} />;
}

export default function HealthCheckPage() {
  usePageTitle('Status Check');
  const { isFetching, isLoading, fulfilledTimeStamp } = useGetHealthQuery();
  const dispatch = useAppDispatch();
  // The report and, when shown, the records that break a rule: both are the health's.
  const refresh = () => dispatch(api.util.invalidateTags(['Health']));
  return (
    <Container maxWidth="md" disableGutters>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3, gap: 2, flexWrap: 'wrap' }}
      >
        <Stack>
          <Typography variant="h1">Status Check</Typography>
          {fulfilledTimeStamp ? (
            <Typography variant="body2" color="text.secondary">
              Checked at {new Date(fulfilledTimeStamp).toLocaleTimeString(undefined, { hourCycle: 'h23' })}
            </Typography>
          ) : null}
        </Stack>
        <Button
          variant="outlined"
          startIcon={isFetching && !isLoading ? <Loading size={18} inline /> : <RefreshIcon />}
          onClick={refresh}
          disabled={isFetching}
        >
          Refresh
        </Button>
      </Stack>
      <HealthContent />
    </Container>
  );
}
