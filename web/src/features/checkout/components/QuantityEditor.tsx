import { useId } from 'react';
import { MAX_TICKETS_PER_ORDER, MIN_TICKETS_PER_ORDER, nextQuantityInput, quantityFromInput } from '@carcajada/domain';
import { MinusIcon, PlusIcon } from '../../../components/icons';
import styles from './QuantityEditor.module.css';

export interface QuantityEditorProps {
  /** The field's text: digits only, '' while the buyer clears it (counts as 0). */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A typed number above the per-order limit becomes the limit. */
function capped(text: string): string {
  return quantityFromInput(text) > MAX_TICKETS_PER_ORDER ? String(MAX_TICKETS_PER_ORDER) : text;
}

/** − / field / + for the number of tickets (1 to 10 per order, as the server allows). */
export function QuantityEditor({ value, onChange, disabled = false }: QuantityEditorProps) {
  const inputId = useId();
  const quantity = quantityFromInput(value);
  return (
    <div className={styles.editor}>
      <label htmlFor={inputId} className={styles.label}>
        Cantidad de entradas
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label="Quitar una entrada"
          disabled={disabled || quantity <= MIN_TICKETS_PER_ORDER}
          onClick={() => onChange(String(Math.max(MIN_TICKETS_PER_ORDER, quantity - 1)))}
        >
          <MinusIcon />
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={2}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(capped(nextQuantityInput(value, event.target.value)))}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="Agregar una entrada"
          disabled={disabled || quantity >= MAX_TICKETS_PER_ORDER}
          onClick={() => onChange(String(Math.min(MAX_TICKETS_PER_ORDER, quantity + 1)))}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
