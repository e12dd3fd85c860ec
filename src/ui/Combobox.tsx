import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styles from './Combobox.module.css';
import { Icon } from './icons';
import { MatchedText } from './MatchedText';
import { Spinner } from './Spinner';
import { usePopupPlacement } from './usePopupPlacement';

export interface ComboboxOption {
  value: string;
  label: string;
}

/** What the listbox holds: the options, then 'Load More' or 'Try again', which act rather than being chosen. */
type Item = { kind: 'option'; option: ComboboxOption } | { kind: 'more' } | { kind: 'retry' };

const MORE: Item = { kind: 'more' };
const RETRY: Item = { kind: 'retry' };

export interface ComboboxProps {
  /** The input's id; the label, listbox and options take theirs from it. */
  id: string;
  name?: string;
  /** The visible label ('Airline' on a form, 'Airline:' in a search bar). */
  label: string;
  /**
   * 'field': MUI's outlined field, the label on its top edge and a line under it (forms). 'compact': MUI's small
   * outlined input with its label before it (search bars).
   */
  variant: 'field' | 'compact';
  className?: string;
  labelClassName?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The line under a field: its message, or a hint. */
  helperText?: string;
  /** What else describes the input (a search bar's message about every input). */
  describedBy?: string;
  /** The chosen option, shown by its label in the input; null when nothing is chosen. */
  selected: ComboboxOption | null;
  onSelect: (option: ComboboxOption | null) => void;
  /** What the user types; not the labels the combobox itself puts in the input when an option is chosen. */
  onType: (text: string) => void;
  onOpenChange?: (open: boolean) => void;
  onBlur?: () => void;
  options: readonly ComboboxOption[];
  /** There is more to list: 'Load More' ends the list, busy while the next page loads. */
  more?: { loading: boolean; load: () => void };
  /** A load failed: the line says so, and 'Try again' ends the list. */
  failure?: { message: string; retry: () => void };
  /** A line under the options: what is on its way, or that the list ends here. */
  status?: { text: string; busy: boolean };
  /** What the options were found for: its words are marked in each option. */
  matched?: string;
}

const labelOf = (item: Item | null) => (item?.kind === 'option' ? item.option.label : '');
// The label is part of the key: an id whose name arrives later (a filter from a link) puts the name in the input.
const keyOf = (item: Item | null) =>
  item?.kind === 'option' ? `${item.option.value}\n${item.option.label}` : item?.kind;
const isAction = (item: Item | null | undefined) => item !== null && item !== undefined && item.kind !== 'option';

/**
 * The input shows what was chosen, or what is being typed while a search is on: text typed without choosing goes when
 * the field is left, and emptying the input takes the choice away (a required field says so). 'Load More' and 'Try
 * again' are acted on where they are, never chosen: the list stays open on them.
 */
function stateReducer(state: UseComboboxState<Item>, { type, changes }: UseComboboxStateChangeOptions<Item>) {
  if (isAction(changes.selectedItem) && changes.selectedItem !== state.selectedItem) {
    const leaving = type === useCombobox.stateChangeTypes.InputBlur;
    return {
      ...changes,
      selectedItem: state.selectedItem,
      inputValue: leaving ? labelOf(state.selectedItem) : state.inputValue,
      isOpen: !leaving,
      highlightedIndex: leaving ? -1 : state.highlightedIndex,
    };
  }
  switch (type) {
    case useCombobox.stateChangeTypes.InputChange:
      return changes.inputValue === '' ? { ...changes, selectedItem: null } : changes;
    case useCombobox.stateChangeTypes.InputBlur:
      return { ...changes, inputValue: labelOf(changes.selectedItem ?? state.selectedItem) };
    default:
      return changes;
  }
}

/** Tells downshift to leave an event to us (an action item taken with Enter or a click). */
const keepFromDownshift = (event: KeyboardEvent | MouseEvent) => {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
};

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A searchable picker following the ARIA combobox pattern (downshift's useCombobox): typing searches, ArrowUp and
 * ArrowDown move through the options, Enter chooses, Escape closes the list and a second Escape empties the field.
 * Drawn with static CSS as MUI's Autocomplete, so the same picker serves the MUI forms and the static lists' search
 * bars, in both themes.
 */
export function Combobox(props: ComboboxProps) {
  const { id, label, variant, selected, options, more, failure, status, disabled = false } = props;
  const selectedItem = useMemo<Item | null>(() => (selected ? { kind: 'option', option: selected } : null), [selected]);
  const items = useMemo<Item[]>(
    () => [...options.map((option): Item => ({ kind: 'option', option })), ...(failure ? [RETRY] : more ? [MORE] : [])],
    [options, more, failure],
  );
  // Where the next page's first option will be, while 'Load More' is loading it; then the option to reveal.
  const [loadingFrom, setLoadingFrom] = useState<number | null>(null);
  const [revealed, setRevealed] = useState<number | null>(null);
  if (loadingFrom !== null && options.length > loadingFrom) {
    setLoadingFrom(null);
    setRevealed(loadingFrom);
  }
  const act = (item: Item) => {
    if (item.kind === 'more') {
      setLoadingFrom(options.length);
      more?.load();
    }
    if (item.kind === 'retry') failure?.retry();
  };

  const combobox = useCombobox<Item>({
    items,
    itemToString: labelOf,
    itemToKey: keyOf,
    selectedItem,
    isItemDisabled: (item) => item.kind === 'more' && more?.loading === true,
    stateReducer,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    getItemId: (index) => `${id}-option-${index}`,
    onSelectedItemChange: ({ selectedItem: chosen }) =>
      props.onSelect(chosen?.kind === 'option' ? chosen.option : null),
    onInputValueChange: ({ type, inputValue }) => {
      // A new term's options replace the list: no page of the old one is awaited any more.
      setLoadingFrom(null);
      props.onType(type === useCombobox.stateChangeTypes.InputChange ? inputValue : '');
    },
    onIsOpenChange: ({ isOpen }) => props.onOpenChange?.(isOpen === true),
  });
  const { isOpen, highlightedIndex, inputValue, setHighlightedIndex } = combobox;
  // The next page's first option takes the place 'Load More' had, highlighted; it is scrolled fully into view, as the
  // index did not change and downshift only scrolls to a new one.
  useEffect(() => {
    if (revealed === null) return;
    setHighlightedIndex(revealed);
    document.getElementById(`${id}-option-${revealed}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [revealed, id, setHighlightedIndex]);
  const popupRef = usePopupPlacement(isOpen, items);
  const helperId = `${id}-helper`;
  const field = variant === 'field';
  const name = label.replace(/:$/, '');

  const labelElement = (
    <label {...combobox.getLabelProps()} htmlFor={id} className={join(field && styles.label, props.labelClassName)}>
      {label}
      {field && props.required ? (
        <span aria-hidden="true" className={styles.asterisk}>
          *
        </span>
      ) : null}
    </label>
  );

  const input = (
    <input
      {...combobox.getInputProps({
        disabled,
        onBlur: props.onBlur,
        onKeyDown: (event) => {
          const highlighted = items[highlightedIndex];
          if (event.key !== 'Enter' || !isOpen || !isAction(highlighted)) return;
          event.preventDefault();
          keepFromDownshift(event);
          if (highlighted.kind !== 'more' || !more?.loading) act(highlighted);
        },
      })}
      name={props.name}
      required={props.required}
      placeholder={props.placeholder}
      // A chosen record's name may be longer than a narrow box shows: the pointer reads it whole.
      title={selected?.label}
      // A form's field says it is valid, as MUI's do; a search bar's input only when it is not.
      aria-invalid={field ? props.invalid === true : props.invalid || undefined}
      aria-describedby={join(field && helperId, props.describedBy) || undefined}
      className={join(styles.input, field ? styles.fieldInput : styles.compactInput, props.invalid && styles.invalid)}
    />
  );

  const popup = (
    <div ref={popupRef} className={styles.popup} hidden={!isOpen}>
      <ul {...combobox.getMenuProps()} className={styles.listbox}>
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            {...combobox.getItemProps({
              item,
              index,
              onClick: (event) => {
                if (!isAction(item)) return;
                keepFromDownshift(event);
                act(item);
              },
            })}
            // Read whole, as one text: the marks of what was typed split it into pieces.
            aria-label={item.kind === 'option' ? item.option.label : undefined}
            className={join(
              styles.option,
              isAction(item) && styles.action,
              index === highlightedIndex && styles.highlighted,
              item.kind === 'option' && item.option.value === selected?.value && styles.chosen,
            )}
          >
            {item.kind === 'option' ? <MatchedText text={item.option.label} typed={props.matched ?? ''} /> : null}
            {item.kind === 'retry' ? 'Try again' : null}
            {item.kind === 'more' && more?.loading ? (
              <>
                <Spinner size={16} /> Loading...
              </>
            ) : null}
            {item.kind === 'more' && !more?.loading ? 'Load More' : null}
          </li>
        ))}
      </ul>
      {failure ? (
        <p key="failure" role="alert" className={join(styles.note, styles.failure)}>
          {failure.message}
        </p>
      ) : status && status.text !== '' ? (
        <p key="status" role="status" className={styles.note}>
          {status.busy ? <Spinner size={16} /> : null}
          {status.text}
        </p>
      ) : null}
    </div>
  );

  const buttons = (
    <span className={styles.buttons}>
      {(selected || inputValue !== '') && !disabled ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Clear ${name}`}
          className={styles.button}
          // The focus stays where it was (in the input, where the next search is typed).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => combobox.selectItem(null)}
        >
          <Icon name="close" className={styles.clearIcon} />
        </button>
      ) : null}
      {/* downshift gives the toggle no type: in a form it would be a submit button, and opening the list would send it. */}
      <button
        type="button"
        {...combobox.getToggleButtonProps({ disabled })}
        aria-label={isOpen ? 'Close' : 'Open'}
        className={join(styles.button, isOpen && styles.turned)}
      >
        <Icon name="arrowDropDown" />
      </button>
    </span>
  );

  if (!field) {
    return (
      <>
        {labelElement}
        <div className={join(styles.box, props.className)}>
          {input}
          {buttons}
          {popup}
        </div>
      </>
    );
  }
  return (
    <div
      className={join(styles.field, props.invalid && styles.invalidField, disabled && styles.disabled, props.className)}
    >
      <div className={styles.box}>
        {input}
        {labelElement}
        {buttons}
        {popup}
      </div>
      <p id={helperId} className={styles.helper}>
        {props.helperText ?? ' '}
      </p>
    </div>
  );
}
