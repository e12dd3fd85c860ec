import Chip from '@mui/material/Chip';

/** Exactly 'Healthy' is green; anything else is red (ui-checklist HC-04). */
export function StatusChip({ status }: { status: string }) {
  return (
    <Chip label={status} size="small" color={status === 'Healthy' ? 'success' : 'error'} sx={{ fontWeight: 600 }} />
  );
}
