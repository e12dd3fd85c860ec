import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from './visuallyHidden';

/** The spinner of every slow thing, announced as 'Loading...' (ui-checklist L-06, HC-05). */
export function Loading({ size = 40, inline = false }: { size?: number; inline?: boolean }) {
  return (
    <Box role="status" sx={inline ? { display: 'inline-flex' } : { display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress size={size} aria-hidden />
      <span style={visuallyHidden}>Loading...</span>
    </Box>
  );
}
