import { EVENT_CITIES } from '@carcajada/domain';
import { ADMIN_PERIOD_LABELS, ADMIN_PERIODS, type AdminPeriod } from '../utils/admin-periods';
import styles from './OverviewFilters.module.css';

export interface OverviewFiltersProps {
  period: AdminPeriod;
  city: string;
  onPeriod: (period: AdminPeriod) => void;
  onCity: (city: string) => void;
}

/** Period chips (upcoming first, past one tap away) and a city picker. */
export function OverviewFilters({ period, city, onPeriod, onCity }: OverviewFiltersProps) {
  return (
    <div className={styles.filters}>
      <div className={styles.chips} role="group" aria-label="Periodo">
        {ADMIN_PERIODS.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.chip}
            aria-pressed={choice === period}
            onClick={() => onPeriod(choice)}
          >
            {ADMIN_PERIOD_LABELS[choice]}
          </button>
        ))}
      </div>
      <label className={styles.city}>
        Ciudad
        <select value={city} onChange={(event) => onCity(event.target.value)}>
          <option value="">Todas</option>
          {EVENT_CITIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
