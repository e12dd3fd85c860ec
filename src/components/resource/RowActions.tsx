import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AppError } from '../../errors/appError';
import { problemDetail } from '../../errors/problemDetail';
import { Loading } from '../Loading';

interface RowActionsProps {
  /** How the record is named to screen readers ('airline 5'). */
  subject: string;
  openTo: string;
  editTo?: string;
  onDelete?: () => void;
  deleting: boolean;
  failure?: AppError;
}

// Open and Edit open a new tab, as the product has always done (L-14, L-15); their names say so.
const newTab = { target: '_blank', rel: 'noopener' } as const;

/** The Actions cell: Open for everyone, Edit and Delete when allowed, and a failed delete's message under them. */
export function RowActions({ subject, openTo, editTo, onDelete, deleting, failure }: RowActionsProps) {
  const detail = failure ? problemDetail(failure) : undefined;
  return (
    <Stack spacing={0.5}>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <Tooltip title="Open">
          <IconButton
            component={RouterLink}
            to={openTo}
            {...newTab}
            size="small"
            aria-label={`Open ${subject} in a new tab`}
          >
            <OpenIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {editTo ? (
          <Tooltip title="Edit">
            <IconButton
              component={RouterLink}
              to={editTo}
              {...newTab}
              size="small"
              aria-label={`Edit ${subject} in a new tab`}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        {onDelete ? (
          deleting ? (
            <Loading size={20} inline />
          ) : (
            <Tooltip title="Delete">
              <IconButton onClick={onDelete} size="small" color="error" aria-label={`Delete ${subject}`}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )
        ) : null}
      </Box>
      {failure ? (
        <Typography
          role="alert"
          variant="caption"
          color="error"
          sx={{ display: 'block', minWidth: 220, maxWidth: 320 }}
        >
          {failure.message}
          {detail ? ` ${detail}` : null}
        </Typography>
      ) : null}
    </Stack>
  );
}
