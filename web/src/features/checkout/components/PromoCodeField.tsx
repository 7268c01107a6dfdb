import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import type { PromoCodeState } from '../hooks/use-promo-code';
import styles from './PromoCodeField.module.css';

export interface PromoCodeFieldProps {
  promo: PromoCodeState;
  onApply: (typed: string) => void;
  disabled: boolean;
}

/** "¿Tienes un código?": the code, its refusal in Spanish under the field, or the code applied. */
export function PromoCodeField({ promo, onApply, disabled }: PromoCodeFieldProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const errorId = useId();
  if (promo.applied) {
    return (
      <p className={styles.applied}>
        Código <strong>{promo.applied.code}</strong> aplicado.{' '}
        <button type="button" className={styles.link} onClick={promo.remove} disabled={disabled}>
          Quitar código
        </button>
      </p>
    );
  }
  return (
    <form
      className={styles.field}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(typed);
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        ¿Tienes un código?
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={20}
          aria-invalid={promo.error ? true : undefined}
          aria-describedby={promo.error ? errorId : undefined}
          disabled={disabled || promo.checking}
        />
        <Button
          type="submit"
          size="small"
          variant="secondary"
          loading={promo.checking}
          disabled={disabled || !typed.trim()}
        >
          Aplicar
        </Button>
      </div>
      {promo.error && (
        <p id={errorId} role="alert" className={styles.error}>
          {promo.error}
        </p>
      )}
    </form>
  );
}
