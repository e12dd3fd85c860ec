import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../components/usePageTitle';
import { isAppError } from '../../errors/appError';
import { useGetHealthQuery } from './healthApi';
import { HealthReportView } from './HealthReportView';
import { isHealthReport } from './isHealthReport';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const NO_DATA_MESSAGE = 'No data available';

function HealthContent() {
  const { data, error, isLoading } = useGetHealthQuery();
  if (isLoading) return <Loading />;
  if (error) {
    // An unhealthy service answers 503 with the report itself: show it, drawn in red, rather than an error text.
    if (isAppError(error) && isHealthReport(error.data)) return <HealthReportView report={error.data} />;
    return <Alert severity="error">{(isAppError(error) && error.message) || UNKNOWN_ERROR_MESSAGE}</Alert>;
  }
  if (!data) return <Alert severity="info">{NO_DATA_MESSAGE}</Alert>;
  return <HealthReportView report={data} />;
}

export default function HealthCheckPage() {
  usePageTitle('Status Check');
  const { refetch, isFetching, isLoading, fulfilledTimeStamp } = useGetHealthQuery();
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
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          Refresh
        </Button>
      </Stack>
      <HealthContent />
    </Container>
  );
}
