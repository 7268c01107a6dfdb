import { fewSeatsLabel, seatAvailability, SOLD_OUT_LABEL, type SeatCounts } from '@carcajada/domain';
import styles from './SeatAvailabilityBadge.module.css';

export interface SeatAvailabilityBadgeProps {
  seats: SeatCounts;
  className?: string;
}

/** "Agotado" or "¡Últimas N entradas!"; nothing while plenty of seats are left (or there is no limit). */
export function SeatAvailabilityBadge({ seats, className }: SeatAvailabilityBadgeProps) {
  const availability = seatAvailability(seats);
  if (availability.kind === 'soldOut') {
    return <p className={[styles.badge, styles.soldOut, className].filter(Boolean).join(' ')}>{SOLD_OUT_LABEL}</p>;
  }
  if (availability.kind === 'few') {
    return (
      <p className={[styles.badge, styles.few, className].filter(Boolean).join(' ')}>
        {fewSeatsLabel(availability.seatsLeft)}
      </p>
    );
  }
  return null;
}
