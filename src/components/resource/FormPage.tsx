import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import type { FieldSet, FieldValues } from '../../domain/fields';
import { asAppError, type AppError } from '../../errors/appError';
import { selectListSearch } from '../../listViews/listViewsSlice';
import type { ResourceDefinition } from '../../resources/definition';
import { wording } from '../../resources/meta';
import { useNotify } from '../feedback/Notifier';
import { Loading } from '../Loading';
import { usePageTitle } from '../usePageTitle';
import { ErrorAlert } from './ErrorAlert';
import { InvalidIdAlert } from './InvalidIdAlert';
import { RecordForm, relationsOf } from './RecordForm';
import { initialValues } from './useRecordForm';
import { useRecordId } from './useRecordId';

const CREATED_MESSAGE = 'Data successfully created.';
const UPDATED_MESSAGE = 'Data successfully updated.';

interface FormScreenProps {
  title: string;
  /** The resource's list: Back to List returns to it as it was last seen in this tab (page, searches, order). */
  listPath: string;
  /** Forms with related records lay their fields out in rows and need the room (flights, tickets). */
  wide: boolean;
  children: ReactNode;
}

function FormScreen({ title, listPath, wide, children }: FormScreenProps) {
  usePageTitle(title);
  const listSearch = useAppSelector((state) => selectListSearch(state, listPath));
  return (
    <Stack spacing={2.5}>
      <Typography variant="h1">{title}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: wide ? 1200 : 720 }}>
        {children}
      </Paper>
      <div>
        <Button component={RouterLink} to={`${listPath}${listSearch}`} variant="outlined">
          Back to List
        </Button>
      </div>
    </Stack>
  );
}

/** The create screen: blank fields, POST, then the new record's page (D-28). */
export function CreatePage<T, S extends FieldSet>({ resource }: { resource: ResourceDefinition<T, S> }) {
  const { meta, form, idOf, hooks } = resource;
  const words = wording(meta);
  const navigate = useNavigate();
  const notify = useNotify();
  const [create, { isLoading }] = hooks.useCreate();
  const [failure, setFailure] = useState<AppError>();

  const submit = async (values: FieldValues<S>) => {
    setFailure(undefined);
    try {
      const created = await create(values).unwrap();
      notify(CREATED_MESSAGE);
      navigate(`${meta.path}/${idOf(created)}`);
      return undefined;
    } catch (error) {
      const shown = asAppError(error, words.failedTo('create'));
      setFailure(shown);
      return shown;
    }
  };

  return (
    <FormScreen title={words.createTitle} listPath={meta.path} wide={relationsOf(form).length > 0}>
      <RecordForm
        spec={form}
        start={initialValues(form.fields)}
        mode="create"
        pending={isLoading}
        failure={failure}
        onSubmit={submit}
      />
    </FormScreen>
  );
}

/** The edit screen: loads the record, and only then shows the form (D-26); PUT with `Id`, then the record's page. */
export function EditPage<T, S extends FieldSet>({ resource }: { resource: ResourceDefinition<T, S> }) {
  const { meta, form, hooks } = resource;
  const words = wording(meta);
  const { id, raw } = useRecordId();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: record, error, isLoading: loading, refetch } = hooks.useGet(id ?? skipToken);
  const [update, { isLoading }] = hooks.useUpdate();
  const [failure, setFailure] = useState<AppError>();

  const submit = async (values: FieldValues<S>) => {
    if (id === null) return undefined;
    setFailure(undefined);
    try {
      await update({ id, values }).unwrap();
      // The record's page must show what was saved, not the cached copy: wait for the reload the update set off (a
      // refetch joins the one in flight rather than sending another). Its failure is the details page's to show.
      await refetch().catch(() => undefined);
      notify(UPDATED_MESSAGE);
      navigate(`${meta.path}/${id}`);
      return undefined;
    } catch (caught) {
      const shown = asAppError(caught, words.failedTo('update'));
      setFailure(shown);
      return shown;
    }
  };

  return (
    <FormScreen title={words.editTitle} listPath={meta.path} wide={relationsOf(form).length > 0}>
      {id === null ? <InvalidIdAlert raw={raw} /> : null}
      {loading ? <Loading /> : null}
      {error ? <ErrorAlert error={error} withType /> : null}
      {record ? (
        <RecordForm
          spec={form}
          start={initialValues(form.fields, record as object)}
          mode="edit"
          recordId={id ?? undefined}
          relatedNames={resource.relatedNames?.(record)}
          pending={isLoading}
          failure={failure}
          onSubmit={submit}
        />
      ) : null}
    </FormScreen>
  );
}
