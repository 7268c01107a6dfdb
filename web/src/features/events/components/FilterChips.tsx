import { EVENT_FILTER_LABELS, EVENT_FILTERS, type EventFilter } from '@carcajada/domain';
import styles from './FilterChips.module.css';

interface FilterChipsProps {
  selected: EventFilter;
  onSelect: (filter: EventFilter) => void;
}

export function FilterChips({ selected, onSelect }: FilterChipsProps) {
  return (
    <div role="group" aria-label="Filtrar eventos por fecha" className={styles.chips}>
      {EVENT_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={filter === selected}
          className={styles.chip}
          onClick={() => onSelect(filter)}
        >
          {EVENT_FILTER_LABELS[filter]}
        </button>
      ))}
    </div>
  );
}
