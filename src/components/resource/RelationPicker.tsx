import type { ComponentProps } from 'react';
import type { RelationSource } from '../../resources/relations';
import { FormInput } from './FormInput';
import { RelationCombobox } from './RelationCombobox';

type FieldProps = Omit<ComponentProps<typeof FormInput>, 'spec' | 'readOnly'>;

interface PickerProps extends FieldProps {
  label: string;
  relation: RelationSource;
  hint?: string;
}

/** 'Choose an airline.': what an empty picker asks for (D-84); 'a' or 'an' by the word's first letter. */
function choosePrompt(relation: RelationSource) {
  const what = relation.label.toLowerCase();
  return `Choose ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}.`;
}

/**
 * A reference field on a create form: the searchable picker, required, its message under it as on every field. Its
 * input carries the field's name, so a refused submit can put the focus on it.
 */
export function RelationPicker({ name, label, relation, hint, value, error, disabled, onChange, onBlur }: PickerProps) {
  // The shared rule's sentence ('Airline ID is required and must be a number.') is the API's, for clients that send
  // ids; a person at a picker has chosen nothing, and is told what to choose (D-84). Any other message stays as it is.
  const message = error !== undefined && value.trim() === '' ? choosePrompt(relation) : error;
  return (
    <RelationCombobox
      id={`field-${name}`}
      name={name}
      label={label}
      variant="field"
      relation={relation}
      placeholder={`Select ${relation.label}`}
      required
      disabled={disabled}
      invalid={message !== undefined}
      helperText={message ?? hint}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

interface RelatedIdProps extends FieldProps {
  label: string;
  relation: RelationSource;
  /** The related record's name taken from the record being edited; asked for by id when the API left it out. */
  relatedName?: string;
}

/** A reference field on an edit form: the id, read-only (D-26), with the name of the record it refers to under it. */
export function RelatedIdInput({ label, relation, relatedName, ...input }: RelatedIdProps) {
  const fetched = relation.useLabel(relatedName === undefined && input.value !== '' ? input.value : undefined);
  return <FormInput {...input} spec={{ label, hint: relatedName ?? fetched.label }} readOnly />;
}
