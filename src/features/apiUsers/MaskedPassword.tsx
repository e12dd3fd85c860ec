import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';

const MASK = '••••••••';

/**
 * The stored password (an argon2id hash, never the password itself, decision A-17) shown masked, with a button that
 * reveals it.
 */
export function MaskedPassword({ value, owner }: { value: string; owner: string }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Box
        component="span"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', maxWidth: 360 }}
        aria-label={revealed ? undefined : 'Password hidden'}
      >
        {revealed ? value : MASK}
      </Box>
      <IconButton
        size="small"
        aria-label={revealed ? `Hide password of ${owner}` : `Show password of ${owner}`}
        aria-pressed={revealed}
        onClick={() => setRevealed((shown) => !shown)}
      >
        {revealed ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}
