import { SOLD_OUT_LABEL } from '@carcajada/domain';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/form/FormAlert';
import type { PurchaseFailure } from '../utils/checkout-messages';
import styles from './PurchaseFailureNotice.module.css';

export interface PurchaseFailureNoticeProps {
  failure: PurchaseFailure;
  /** The quantity in the field now. */
  quantity: number;
  onChooseQuantity: (quantity: number) => void;
}

function chooseLabel(seatsLeft: number): string {
  return seatsLeft === 1 ? 'Elegir 1 entrada' : `Elegir ${seatsLeft} entradas`;
}

/**
 * Why the purchase failed, and the way forward when there is one: fewer seats than asked
 * → buy the ones left; none left → Agotado; too many unpaid holds → Mis tickets.
 */
export function PurchaseFailureNotice({ failure, quantity, onChooseQuantity }: PurchaseFailureNoticeProps) {
  const { refusal } = failure;
  return (
    <div className={styles.notice}>
      <FormAlert tone="error">{failure.message}</FormAlert>
      {refusal?.reason === 'notEnoughSeats' && refusal.seatsLeft === 0 && (
        <p className={styles.soldOut}>{SOLD_OUT_LABEL}</p>
      )}
      {refusal?.reason === 'notEnoughSeats' && refusal.seatsLeft > 0 && quantity > refusal.seatsLeft && (
        <Button variant="secondary" fullWidth onClick={() => onChooseQuantity(refusal.seatsLeft)}>
          {chooseLabel(refusal.seatsLeft)}
        </Button>
      )}
      {refusal?.reason === 'holdLimitReached' && (
        <ButtonLink to="/tickets" variant="secondary" fullWidth>
          Ver mis tickets
        </ButtonLink>
      )}
    </div>
  );
}
