import { WHATSAPP_CONSENT_TEXTS } from '@carcajada/domain';
import { Input } from '../../../components/ui/Input';
import styles from './WhatsAppConsentField.module.css';

export interface WhatsAppConsentFieldProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The number's message ("Escribe un celular colombiano…"). */
  error?: string;
  disabled?: boolean;
}

/**
 * "Quiero recibir mis entradas y recordatorios por WhatsApp" (express consent: the caller starts
 * it unchecked) and, once checked, the Colombian mobile it names, with how to withdraw it.
 */
export function WhatsAppConsentField({
  checked,
  onCheckedChange,
  phone,
  onPhoneChange,
  error,
  disabled,
}: WhatsAppConsentFieldProps) {
  return (
    <div className={styles.consent}>
      <label className={styles.label}>
        <input
          type="checkbox"
          name="whatsappConsent"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span>{WHATSAPP_CONSENT_TEXTS.label}</span>
      </label>
      {checked && (
        <>
          <Input
            label={WHATSAPP_CONSENT_TEXTS.phoneLabel}
            name="whatsappPhone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={WHATSAPP_CONSENT_TEXTS.phonePlaceholder}
            value={phone}
            disabled={disabled}
            error={error}
            onChange={(event) => onPhoneChange(event.target.value)}
          />
          <p className={styles.hint}>{WHATSAPP_CONSENT_TEXTS.hint}</p>
        </>
      )}
    </div>
  );
}
