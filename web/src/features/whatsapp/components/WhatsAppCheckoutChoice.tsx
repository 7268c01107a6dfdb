import { WHATSAPP_CONSENT_TEXTS, type AppUser } from '@carcajada/domain';
import type { WhatsAppConsentChoice } from '../hooks/use-whatsapp-consent-choice';
import { WhatsAppConsentField } from './WhatsAppConsentField';
import styles from './WhatsAppConsentField.module.css';

/**
 * The checkout's WhatsApp choice: for an account that already receives its tickets there, where
 * (changed in Perfil); else the unchecked box and its number.
 */
export function WhatsAppCheckoutChoice({
  user,
  choice,
  disabled,
}: {
  user: AppUser;
  choice: WhatsAppConsentChoice;
  disabled: boolean;
}) {
  const active = user.whatsapp_consent && !user.whatsapp_consent.withdrawn ? user.whatsapp_consent : null;
  if (active) return <p className={styles.hint}>{WHATSAPP_CONSENT_TEXTS.activeAt(active.phone)}</p>;
  return (
    <WhatsAppConsentField
      checked={choice.checked}
      onCheckedChange={choice.setChecked}
      phone={choice.phone}
      onPhoneChange={choice.setPhone}
      error={choice.error}
      disabled={disabled || choice.saving}
    />
  );
}
