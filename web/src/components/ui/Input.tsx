import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './Input.module.css';

interface FieldProps {
  label: string;
  error?: string;
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;
export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

interface FieldFrameProps extends FieldProps {
  required?: boolean;
  className?: string;
  /** The control, given its id and the ARIA attributes that tie the label and the error to it. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  id?: string;
  describedBy?: string;
}

/** Label with the required asterisk, the control, and its error text tied to it for screen readers. */
function FieldFrame({ label, error, required, className, children, id, describedBy }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, error ? styles.hasError : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds || undefined,
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Labelled text field. */
export function Input({ label, error, id, type = 'text', required, className, ...inputProps }: InputProps) {
  return (
    <FieldFrame {...{ label, error, id, required, className }} describedBy={inputProps['aria-describedby']}>
      {(control) => <input {...inputProps} {...control} type={type} required={required} className={styles.input} />}
    </FieldFrame>
  );
}

/** Labelled multi-line text field, with the same look, asterisk and error as Input. */
export function TextArea({ label, error, id, required, className, ...textAreaProps }: TextAreaProps) {
  return (
    <FieldFrame {...{ label, error, id, required, className }} describedBy={textAreaProps['aria-describedby']}>
      {(control) => (
        <textarea
          {...textAreaProps}
          {...control}
          required={required}
          className={`${styles.input} ${styles.multiline}`}
        />
      )}
    </FieldFrame>
  );
}
