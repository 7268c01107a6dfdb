import { memo, useMemo } from 'react';
import { seatPaint } from '../utils/seat-paint';
import { rowLabelAt, type SeatMapModel } from '../utils/seat-map-model';
import styles from './SeatMap.module.css';

/**
 * A large plan's seats, row labels and wheelchair flags as paint (a few shapes, hidden from
 * screen readers, not hit by taps): the seat layer above holds the seats a buyer acts on. Drawn
 * again only for a new model (a new view), not for a tap.
 */
export const SeatPaint = memo(function SeatPaint({ model }: { model: SeatMapModel }) {
  const groups = useMemo(() => seatPaint(model), [model]);
  return (
    <g className={styles.paint} aria-hidden="true" data-seat-paint="">
      {groups.map((group) => (
        <path key={group.key} className={styles[group.status]} fill={group.fill ?? undefined} d={group.d} />
      ))}
      {model.rows.map((row) => (
        <text key={row.key} className={styles.rowLabel} {...rowLabelAt(row)}>
          {row.label}
        </text>
      ))}
      {[...model.seats.values()]
        .filter((seat) => seat.wheelchair)
        .map((seat) => (
          <text key={seat.id} className={styles.flag} x={seat.x} y={seat.y}>
            ♿
          </text>
        ))}
    </g>
  );
});
