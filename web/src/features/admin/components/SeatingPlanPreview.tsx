import { useState } from 'react';
import type { SeatingPlan } from '@carcajada/domain/seating';
import styles from './SeatingPlanEditor.module.css';

/**
 * The whole plan as pretix draws it (zone + row + seat positions), scaled to the frame: at phone
 * width (390 px) or the page's. A picture for the eye; the seat buttons above are the accessible form.
 */
export function SeatingPlanPreview({ plan }: { plan: SeatingPlan }) {
  const [phone, setPhone] = useState(true);
  const colors = new Map(plan.categories.map((category) => [category.id, category.color]));
  return (
    <section className={styles.preview} aria-label="Vista previa">
      <h3 className={styles.zoneTitle}>Vista previa</h3>
      <label className={styles.check}>
        <input type="checkbox" checked={phone} onChange={(event) => setPhone(event.target.checked)} /> Ancho de celular
        (390 px)
      </label>
      <div className={styles.previewFrame} style={{ maxWidth: phone ? '390px' : '100%' }}>
        <svg viewBox={`0 0 ${plan.size.width} ${plan.size.height}`} role="img" aria-label={`Plano ${plan.name}`}>
          {plan.zones.flatMap((zone) =>
            zone.rows.flatMap((row) =>
              row.seats.map((seat) => (
                <circle
                  key={seat.id}
                  cx={zone.position.x + row.position.x + seat.position.x + 12}
                  cy={zone.position.y + row.position.y + seat.position.y + 12}
                  r={10}
                  fill={seat.blocked ? '#BBBBBB' : (colors.get(seat.category) ?? '#888888')}
                  stroke={seat.wheelchair ? '#000000' : 'none'}
                  strokeWidth={3}
                />
              )),
            ),
          )}
        </svg>
      </div>
    </section>
  );
}
