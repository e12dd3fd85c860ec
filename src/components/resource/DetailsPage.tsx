import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { canReadAudit, canWrite } from '../../domain/roles';
import { selectListSearch } from '../../listViews/listViewsSlice';
import type { FieldSet } from '../../domain/fields';
import { fieldLabel } from '../../resources/audited';
import type { Column, DetailsSection, ResourceDefinition } from '../../resources/definition';
import { wording } from '../../resources/meta';
import { selectRole } from '../../session/sessionSlice';
import { RecordHistory } from '../audit/RecordHistory';
import { Loading } from '../Loading';
import { usePageTitle } from '../usePageTitle';
import { ConfirmDeleteDialog } from './ConfirmDialog';
import { DeleteRefusalAlert } from './DeleteRefusalAlert';
import { ErrorAlert } from './ErrorAlert';
import { InvalidIdAlert } from './InvalidIdAlert';
import { useDeleteRecord } from './useDeleteRecord';
import { useRecordId } from './useRecordId';

/** A block of a record's fields as a label/value list (dl, dt, dd), which screen readers announce as pairs. */
function Fields<T>({ lines, record, labelWidth }: { lines: readonly Column<T>[]; record: T; labelWidth?: string }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // A phone has no room to spare for a common label width.
        gridTemplateColumns: {
          xs: 'max-content 1fr',
          sm: `${labelWidth ? `minmax(${labelWidth}, max-content)` : 'max-content'} 1fr`,
        },
        columnGap: 3,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {lines.map((line) => (
        <Box key={line.header} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {line.header}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {line.value(record)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The details blocks, divided by rules and headed when there are several (a flight's airline, destination, ...). */
function Sections<T>({ sections, record }: { sections: readonly DetailsSection<T>[]; record: T }) {
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      {sections.map((section, index) => (
        <Box component="section" key={section.title ?? index} aria-label={section.title}>
          {section.title ? (
            <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1.5 }}>
              {section.title}
            </Typography>
          ) : null}
          {/* One label width for every block, so the values line up down the page. */}
          <Fields lines={section.lines} record={record} labelWidth={sections.length > 1 ? '9.5rem' : undefined} />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The details screen: fields, an optional map beside them, Edit / Delete / Back to List (decision D-21), what refers
 * to the record, and its history for the roles that read the audit trail (D-76).
 */
export function DetailsPage<T, S extends FieldSet>({ resource }: { resource: ResourceDefinition<T, S> }) {
  const { meta, hooks, DetailsAside, DetailsBelow } = resource;
  const words = wording(meta);
  const { id, raw } = useRecordId();
  usePageTitle(id === null ? words.detailsTitle : `${meta.label} ${id}`);
  const navigate = useNavigate();
  const role = useAppSelector(selectRole);
  const writer = canWrite(role);
  // The list as it was last seen in this tab: its page, searches and order.
  const listAddress = `${meta.path}${useAppSelector((state) => selectListSearch(state, meta.path))}`;
  const { data: record, error, isLoading, isFetching } = hooks.useGet(id ?? skipToken);
  const deletion = useDeleteRecord(resource, () => navigate(listAddress));

  return (
    <Stack spacing={2.5}>
      <Typography variant="h1">{words.detailsTitle}</Typography>
      {deletion.refusal ? <DeleteRefusalAlert refusal={deletion.refusal} onDismiss={deletion.dismissRefusal} /> : null}
      {id === null ? <InvalidIdAlert raw={raw} /> : null}
      {isLoading ? <Loading /> : null}
      {error ? <ErrorAlert error={error} /> : null}
      {record ? (
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'stretch' }}>
          <Paper
            variant="outlined"
            aria-busy={isFetching}
            sx={{
              p: { xs: 2, sm: 3 },
              // Side by side the card and the map share the row; stacked on a phone, each is as tall as it needs.
              flex: { xs: '0 0 auto', md: '1 1 0' },
              minWidth: 0,
              maxWidth: DetailsAside ? undefined : 720,
              position: 'relative',
              overflow: 'hidden',
              // Just after a save the cached record shows while the saved one loads: dimmed, with a progress bar.
              opacity: isFetching ? 0.6 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {isFetching ? (
              <LinearProgress aria-label="Loading..." sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
            ) : null}
            <Sections sections={resource.details ?? [{ lines: resource.columns }]} record={record} />
          </Paper>
          {DetailsAside ? (
            <Box sx={{ flex: { xs: '0 0 auto', md: '1 1 0' }, minWidth: 0 }}>
              <DetailsAside record={record} />
            </Box>
          ) : null}
        </Stack>
      ) : null}
      <Stack direction="row" data-print="hide" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {record && writer ? (
          <>
            <Button
              component={RouterLink}
              to={`${meta.path}/Edit/${id}`}
              variant="contained"
              color="success"
              disabled={deletion.pending !== null}
            >
              Edit
            </Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => id !== null && deletion.ask(id, resource.describe(record))}
              disabled={deletion.pending !== null}
            >
              Delete
            </Button>
            {deletion.pending !== null ? <Loading size={24} inline /> : null}
          </>
        ) : null}
        <Button component={RouterLink} to={listAddress} variant="outlined">
          Back to List
        </Button>
      </Stack>
      {record && DetailsBelow ? <DetailsBelow record={record} /> : null}
      {record && id !== null && canReadAudit(role) ? (
        <RecordHistory
          entity={resource.apiPath}
          recordId={id}
          owner={words.record(id)}
          fieldLabel={(field) => fieldLabel(resource.form.inputs, field)}
        />
      ) : null}
      <ConfirmDeleteDialog {...deletion.dialog} />
    </Stack>
  );
}
