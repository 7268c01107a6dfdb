import { memo } from 'react';
import { formatCop } from '@carcajada/domain';
import styles from './SeatLegend.module.css';

export interface LegendCategory {
  name: string;
  /** The plan's colour; absent while the plan loads (a neutral swatch of the same size). */
  color?: string | undefined;
  price: number;
}

/**
 * A category's colour as an SVG fill, not a style attribute: the legend is drawn on the server
 * too, and the site's Content-Security-Policy refuses inline styles in HTML (a presentation
 * attribute is not one).
 */
function CategorySwatch({ color }: { color: string | undefined }) {
  return (
    <svg className={styles.categorySwatch} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7.5" className={color ? undefined : styles.neutral} fill={color} />
    </svg>
  );
}

/** Each category on sale with its colour and price, and what the seats' looks mean. */
export const SeatLegend = memo(function SeatLegend({ categories }: { categories: LegendCategory[] }) {
  return (
    <div className={styles.legend}>
      <ul className={styles.items} aria-label="Localidades">
        {categories.map((category) => (
          <li key={category.name} className={styles.item}>
            <CategorySwatch color={category.color} />
            <span>
              {category.name} · <strong>{formatCop(category.price)}</strong>
            </span>
          </li>
        ))}
      </ul>
      <ul className={styles.items} aria-label="Estados de las sillas">
        <li className={styles.item}>
          <span className={`${styles.swatch} ${styles.yours}`} aria-hidden="true" />
          Tuya
        </li>
        <li className={styles.item}>
          <span className={`${styles.swatch} ${styles.taken}`} aria-hidden="true" />
          Ocupada
        </li>
        <li className={styles.item}>
          <span className={`${styles.swatch} ${styles.blocked}`} aria-hidden="true" />
          No disponible
        </li>
        <li className={styles.item}>
          <span aria-hidden="true">♿</span> Silla de ruedas (mismo precio)
        </li>
      </ul>
    </div>
  );
});
