import type { InputHTMLAttributes } from 'react';
import styles from './TextField.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'placeholder'> {
  id: string;
  label: string;
}

/**
 * An outlined text field of the first screens, drawn with static CSS as MUI's looks. The label follows the input so CSS
 * can raise it; the blank placeholder is how CSS knows the field is empty. The asterisk of a required field is not part
 * of its name.
 */
export function TextField({ id, label, required, className, ...inputProps }: TextFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <input id={id} className={styles.input} placeholder=" " required={required} {...inputProps} />
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        ) : null}
      </label>
    </div>
  );
}
