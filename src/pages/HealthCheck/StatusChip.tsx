import Chip from '@mui/material/Chip';

/** Exactly 'Healthy' is green; anything else ('Degraded', 'Unhealthy', an unknown word) is red. */
export function StatusChip({ status }: { status: string }) {
  return (
    <Chip label={status} size="small" color={status === 'Healthy' ? 'success' : 'error'} sx={{ fontWeight: 600 }} />
  );
}
