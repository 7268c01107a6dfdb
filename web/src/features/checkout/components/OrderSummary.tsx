import { formatCop, promotionLabel, type OrderSummary as Order, type PaymentsConfig } from '@carcajada/domain';
import type { SeatChoice } from '../../seat-map';
import { InfoTooltip } from './InfoTooltip';
import styles from './OrderSummary.module.css';

export interface OrderSummaryProps {
  eventName: string;
  order: Order;
  config: PaymentsConfig;
  /** The promo code applied (its discount is in `order`), or null. */
  promoCode?: string | null;
  /** A seated date: the seats chosen (named like tickets name them) or the best available asked. */
  seats?: SeatChoice;
}

function ticketsLabel(quantity: number): string {
  return quantity === 1 ? '1 entrada' : `${quantity} entradas`;
}

/** Order lines and totals; tax and service fee lines appear only when above 0 (spec section 9). */
export function OrderSummary({ eventName, order, config, promoCode = null, seats }: OrderSummaryProps) {
  const discount = order.discountPerTicket * order.quantity;
  return (
    <dl className={styles.summary}>
      <div className={styles.line}>
        <dt>
          <span className={styles.item}>{eventName}</span>
          <span className={styles.detail}>
            {ticketsLabel(order.quantity)} × {order.unitPrice <= 0 ? 'Entrada libre' : formatCop(order.unitPrice)}
          </span>
        </dt>
        <dd>{formatCop(order.unitPrice * order.quantity)}</dd>
      </div>
      {seats && <ChosenSeatsLine seats={seats} />}
      {order.promotion && (
        <div className={styles.line}>
          <dt>Promoción {promotionLabel(order.promotion)}</dt>
          <dd>{order.promotionDiscount > 0 ? `−${formatCop(order.promotionDiscount)}` : 'Aplicada'}</dd>
        </div>
      )}
      {discount > 0 && (
        <div className={styles.line}>
          <dt>Descuento{promoCode ? ` (${promoCode})` : ''}</dt>
          <dd>−{formatCop(discount)}</dd>
        </div>
      )}
      <div className={styles.line}>
        <dt>Subtotal</dt>
        <dd>{formatCop(order.subtotal)}</dd>
      </div>
      {order.tax > 0 && (
        <div className={styles.line}>
          <dt>Impuestos ({config.taxes} %)</dt>
          <dd>{formatCop(order.tax)}</dd>
        </div>
      )}
      {order.serviceFee > 0 && (
        <div className={styles.line}>
          <dt>
            Tarifa de servicio{' '}
            <InfoTooltip
              label="¿Qué es la tarifa de servicio?"
              text={`Cubre el procesamiento seguro del pago y la operación de la plataforma: ${formatCop(config.fees)} por entrada.`}
            />
          </dt>
          <dd>{formatCop(order.serviceFee)}</dd>
        </div>
      )}
      <div className={`${styles.line} ${styles.total}`}>
        <dt>Total</dt>
        <dd>{formatCop(order.total)}</dd>
      </div>
    </dl>
  );
}

/** The seats the order takes, or the best available it asks for. */
function ChosenSeatsLine({ seats }: { seats: SeatChoice }) {
  if (seats.kind === 'best')
    return (
      <div className={styles.line}>
        <dt>Sillas</dt>
        <dd>
          {seats.quantity === 1 ? 'La mejor disponible' : `Las ${seats.quantity} mejores disponibles`} ·{' '}
          {seats.category}
        </dd>
      </div>
    );
  return (
    <div className={styles.line}>
      <dt>{seats.seats.length === 1 ? 'Tu silla' : 'Tus sillas'}</dt>
      <dd>
        {seats.seats.length === 0 ? (
          'Elige en el mapa o en la lista'
        ) : (
          <ul className={styles.seats}>
            {seats.seats.map((seat) => (
              <li key={seat.id}>{seat.label}</li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}
