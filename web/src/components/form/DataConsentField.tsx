import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DATA_POLICY_PATH } from '@carcajada/domain';
import styles from './DataConsentField.module.css';

export interface DataConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The box's message ("Debes aceptar…"), shown beside it. */
  error?: string;
  disabled?: boolean;
  /** Lines under the box (sign-up's link to the terms). */
  children?: ReactNode;
}

/**
 * The data-treatment consent (Ley 1581 de 2012): "Acepto la política de tratamiento de datos",
 * the policy's name linking /politica-de-datos. Express consent: the caller starts it unchecked.
 * Sign-up asks it, and checkout asks it again when the account's consent is not current.
 */
export function DataConsentField({ checked, onChange, error, disabled, children }: DataConsentFieldProps) {
  const errorId = useId();
  return (
    <div className={styles.consent}>
      <label className={styles.label}>
        <input
          type="checkbox"
          name="dataConsent"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          Acepto la <Link to={DATA_POLICY_PATH}>política de tratamiento de datos</Link>
        </span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
