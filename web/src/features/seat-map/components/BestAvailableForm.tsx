import { memo, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import styles from './BestAvailableForm.module.css';

export interface BestAvailableFormProps {
  /** The categories on sale, by name, with their per-order limit. */
  categories: { name: string; limit: number }[];
  onRequest: (category: string, quantity: number) => void;
  disabled?: boolean;
}

/**
 * "Mejores disponibles": a category and how many; the server picks adjacent seats nearest the stage.
 * Memoised: a tap on the map re-renders the chooser, not this form.
 */
export const BestAvailableForm = memo(function BestAvailableForm({
  categories,
  onRequest,
  disabled = false,
}: BestAvailableFormProps) {
  const id = useId();
  const [category, setCategory] = useState(categories[0]?.name ?? '');
  const [quantity, setQuantity] = useState(2);
  const limit = categories.find((candidate) => candidate.name === category)?.limit ?? 1;
  const chosenQuantity = Math.min(Math.max(1, quantity), limit);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (category) onRequest(category, chosenQuantity);
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        Mejores disponibles
      </h3>
      <div className={styles.fields}>
        <label className={styles.field}>
          Localidad
          <select value={category} onChange={(event) => setCategory(event.target.value)} disabled={disabled}>
            {categories.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Sillas
          <select
            value={chosenQuantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
            disabled={disabled}
          >
            {Array.from({ length: limit }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Button type="submit" variant="secondary" fullWidth disabled={disabled || !category}>
        Pedir las mejores disponibles
      </Button>
    </form>
  );
});
