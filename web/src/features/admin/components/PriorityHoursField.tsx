import { PRIORITY_MAX_HOURS, PRIORITY_MIN_HOURS, PRIORITY_TEXTS } from '@carcajada/domain';
import { Input } from '../../../components/ui/Input';
import styles from './ShowSales.module.css';

/** The new date's priority window, in hours (the server judges it: `invalidEvent` on `priorityHours`). */
export function PriorityHoursField(props: { value: string; onChange: (value: string) => void; error: string | null }) {
  return (
    <section className={styles.section} aria-label={PRIORITY_TEXTS.editorTitle}>
      <p className={styles.hint}>{PRIORITY_TEXTS.openAnotherHint}</p>
      <Input
        label={PRIORITY_TEXTS.windowHours}
        type="number"
        inputMode="numeric"
        min={PRIORITY_MIN_HOURS}
        max={PRIORITY_MAX_HOURS}
        value={props.value}
        error={props.error ?? undefined}
        onChange={(change) => props.onChange(change.target.value)}
      />
    </section>
  );
}
