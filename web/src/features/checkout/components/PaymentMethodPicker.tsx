import { OFFERED_PAYMENT_METHODS, type PaymentMethod } from '../utils/checkout-action';
import styles from './PaymentMethodPicker.module.css';

const PAYMENT_METHOD_TEXT: Record<PaymentMethod, { label: string; description: string }> = {
  online: { label: 'Pago en línea', description: 'Tarjeta de crédito o débito, PSE y más, con Mercado Pago.' },
  whatsapp: { label: 'Reserva por WhatsApp', description: 'Confirmamos tu reserva por chat.' },
};

export interface PaymentMethodPickerProps {
  selected: PaymentMethod;
  onSelect: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/** Only the offered methods are listed (online payment; see OFFERED_PAYMENT_METHODS). */
export function PaymentMethodPicker({ selected, onSelect, disabled = false }: PaymentMethodPickerProps) {
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>Método de pago</legend>
      {OFFERED_PAYMENT_METHODS.map((method) => (
        <label key={method} className={styles.option}>
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={selected === method}
            onChange={() => onSelect(method)}
          />
          <span className={styles.label}>{PAYMENT_METHOD_TEXT[method].label}</span>
          <span className={styles.description}>{PAYMENT_METHOD_TEXT[method].description}</span>
        </label>
      ))}
    </fieldset>
  );
}
