import { useId } from 'react';
import { MAX_TICKETS_PER_ORDER, nextQuantityInput, quantityFromInput } from '@carcajada/domain';
import { MinusIcon, PlusIcon } from '../../../components/icons';
import styles from './QuantityField.module.css';

interface QuantityFieldProps {
  /** The raw field text: digits only, '' allowed (means 0). */
  value: string;
  onChange: (value: string) => void;
}

/** Ticket quantity with − and + (spec section 5: digits only, − disabled at 1 or below). */
export function QuantityField({ value, onChange }: QuantityFieldProps) {
  const inputId = useId();
  const quantity = quantityFromInput(value);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        Cantidad de entradas
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label="Quitar una entrada"
          disabled={quantity <= 1}
          onClick={() => onChange(String(quantity - 1))}
        >
          <MinusIcon />
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(nextQuantityInput(value, event.target.value))}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="Agregar una entrada"
          // The server accepts at most 10 tickets per order.
          disabled={quantity >= MAX_TICKETS_PER_ORDER}
          onClick={() => onChange(String(quantity + 1))}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
