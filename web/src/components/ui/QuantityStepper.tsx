import { useId } from 'react';
import { MIN_TICKETS_PER_ORDER, nextQuantityInput, quantityFromInput } from '@carcajada/domain';
import { MinusIcon, PlusIcon } from '../icons';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  /** The field's text: digits only, '' while the buyer clears it (counts as 0). */
  value: string;
  onChange: (value: string) => void;
  /** The most one order may ask for (`maxOrderQuantity` of the event: 10, or fewer seats left). */
  max: number;
  disabled?: boolean;
  /** − and + move by this many (a type sold by tables of 4: 4, 8…); typing is free, the order judges it. */
  step?: number;
}

/**
 * The field's next text: digits only (anything else keeps the previous text), and a number
 * above `max` becomes `max`. Empty or 0 stays as typed (the booking then counts it as 1).
 */
export function nextStepperText(previous: string, typed: string, max: number): string {
  const next = nextQuantityInput(previous, typed);
  return quantityFromInput(next) > max ? String(max) : next;
}

/** − / field / + for the number of tickets: from 1 to `max`, the one rule of every quantity field. */
export function QuantityStepper({ value, onChange, max, disabled = false, step = 1 }: QuantityStepperProps) {
  const inputId = useId();
  const hintId = useId();
  const limit = Math.max(MIN_TICKETS_PER_ORDER, max);
  const quantity = quantityFromInput(value);
  const lowest = Math.max(MIN_TICKETS_PER_ORDER, step);
  const highest = Math.max(lowest, Math.floor(limit / step) * step);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        Cantidad de entradas
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={step === 1 ? 'Quitar una entrada' : `Quitar ${step} entradas`}
          disabled={disabled || quantity <= lowest}
          onClick={() => onChange(String(Math.min(highest, Math.max(lowest, quantity - step))))}
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
          aria-describedby={hintId}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(nextStepperText(value, event.target.value, limit))}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={step === 1 ? 'Agregar una entrada' : `Agregar ${step} entradas`}
          disabled={disabled || quantity >= highest}
          onClick={() => onChange(String(Math.min(highest, Math.max(lowest, quantity + step))))}
        >
          <PlusIcon />
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {limit === 1 ? 'Máximo 1 entrada' : `Máximo ${limit} entradas`}
      </p>
    </div>
  );
}
