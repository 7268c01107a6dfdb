import {
  formatCop,
  priceLabel,
  promotionLabel,
  saleWindowLabel,
  saleWindowState,
  SOLD_OUT_LABEL,
  type TicketType,
} from '@carcajada/domain';
import { PromotionBadges } from './PromotionBadges';
import styles from './TicketTypePicker.module.css';

export interface TicketTypePickerProps {
  types: readonly TicketType[];
  selected: string | null;
  onSelect: (typeId: string) => void;
  /** The whole show is sold out: every type reads "Agotado". */
  showSoldOut: boolean;
  now: number;
}

/** Whether a type can be chosen now: on sale and not sold out. */
export function isTypeAvailable(type: TicketType, showSoldOut: boolean, now: number): boolean {
  return !showSoldOut && type.seatsLeft !== 0 && saleWindowState(type, now) === 'open';
}

/** One radio per type: its price, its sale window ("Preventa hasta …") and "Agotado". One type per order. */
export function TicketTypePicker({ types, selected, onSelect, showSoldOut, now }: TicketTypePickerProps) {
  return (
    <fieldset className={styles.types}>
      <legend className={styles.legend}>Tipo de entrada</legend>
      {types.map((type) => {
        const available = isTypeAvailable(type, showSoldOut, now);
        const soldOut = showSoldOut || type.seatsLeft === 0;
        const window = saleWindowLabel(type, now);
        return (
          <label key={type.id} className={styles.type} data-disabled={!available || undefined}>
            <input
              type="radio"
              name="ticket-type"
              value={type.id}
              checked={selected === type.id}
              disabled={!available}
              onChange={() => onSelect(type.id)}
            />
            <span className={styles.name}>{type.name}</span>
            <span className={styles.price} aria-label={`Precio: ${formatCop(type.price)}`}>
              {priceLabel(type.price)}
            </span>
            {type.promotion && (
              <span className={styles.window}>
                <PromotionBadges labels={[promotionLabel(type.promotion)]} />
              </span>
            )}
            {window && <span className={styles.window}>{window}</span>}
            {soldOut && <span className={styles.soldOut}>{SOLD_OUT_LABEL}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
