import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps } from 'react';
import type { RelationOptions, RelationSource } from '../../resources/relations';
import { FormInput } from './FormInput';
import { listOf, type RelationPickers } from './useRelationPickers';

const LOAD_ERROR_MESSAGE = 'Error loading data..';

type PickerProps = Omit<ComponentProps<typeof FormInput>, 'spec'> & {
  spec: ComponentProps<typeof FormInput>['spec'] & { relation: RelationSource };
  state: RelationOptions;
};

/** The line under a picker while nothing is wrong with its value: what it is waiting for, or why it is empty. */
function pickerHint({ loading, exhausted, options, failed }: RelationOptions, plural: string): string | undefined {
  if (loading) return `Loading ${plural}...`;
  if (failed && options.length === 0) return `The ${plural} could not be loaded.`;
  if (exhausted && options.length === 0) return `No ${plural} available`;
  return undefined;
}

/** A reference field on a create form: a select of the records loaded so far, led by its prompt ('Select Airline'). */
export function RelationPicker({ spec, state, ...input }: PickerProps) {
  const { relation } = spec;
  return (
    <FormInput
      {...input}
      spec={{
        ...spec,
        type: 'select',
        hint: pickerHint(state, relation.plural) ?? spec.hint,
        options: [{ value: '', label: relation.prompt }, ...state.options],
      }}
    />
  );
}

/**
 * 'Load More' for every picker of a form (decision D-27): asks each source for its next page, shows a spinner while
 * pages arrive (the form stays usable), and is disabled with a note once every source has given its last page.
 */
export function LoadMoreOptions({ pickers, disabled }: { pickers: RelationPickers; disabled: boolean }) {
  const busy = pickers.loading || pickers.loadingMore;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          type="button"
          variant="outlined"
          onClick={pickers.loadMore}
          disabled={disabled || busy || pickers.exhausted || pickers.failed}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Load More
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {busy
            ? `Loading ${listOf(pickers.plurals)}...`
            : pickers.exhausted
              ? `All ${listOf(pickers.plurals)} are listed.`
              : ''}
        </Typography>
      </Stack>
      {pickers.failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={pickers.retry}>
              Try again
            </Button>
          }
        >
          {LOAD_ERROR_MESSAGE}
          <div>The {listOf(pickers.failedPlurals)} could not be loaded. What you have entered is kept.</div>
        </Alert>
      ) : null}
    </Stack>
  );
}
