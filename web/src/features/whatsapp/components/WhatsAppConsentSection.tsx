import { useState } from 'react';
import { WHATSAPP_CONSENT_TEXTS, type AppUser } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Button } from '../../../components/ui/Button';
import { useRefreshCurrentUser } from '../../auth';
import { withdrawWhatsAppConsent } from '../api/withdraw-whatsapp-consent';
import { useWhatsAppConsentChoice } from '../hooks/use-whatsapp-consent-choice';
import { WhatsAppConsentField } from './WhatsAppConsentField';
import styles from './WhatsAppConsentField.module.css';

/** Perfil's "Entradas por WhatsApp": the consent given (with its number) or withdrawn. */
export function WhatsAppConsentSection({ user }: { user: AppUser }) {
  const choice = useWhatsAppConsentChoice(user);
  const refreshUser = useRefreshCurrentUser();
  const [withdrawing, setWithdrawing] = useState(false);
  const [failed, setFailed] = useState(false);
  const active = user.whatsapp_consent && !user.whatsapp_consent.withdrawn ? user.whatsapp_consent : null;

  async function withdraw() {
    setWithdrawing(true);
    setFailed(false);
    try {
      await withdrawWhatsAppConsent(user.uid);
      refreshUser();
    } catch {
      setFailed(true);
    } finally {
      setWithdrawing(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="profile-whatsapp-title">
      <h2 id="profile-whatsapp-title" className={styles.title}>
        {WHATSAPP_CONSENT_TEXTS.sectionTitle}
      </h2>
      {failed && <FormAlert tone="error">{WHATSAPP_CONSENT_TEXTS.saveFailed}</FormAlert>}
      {active ? (
        <div className={styles.consent}>
          <p className={styles.text}>{WHATSAPP_CONSENT_TEXTS.activeAt(active.phone)}</p>
          <Button variant="secondary" loading={withdrawing} onClick={() => void withdraw()}>
            {WHATSAPP_CONSENT_TEXTS.withdraw}
          </Button>
        </div>
      ) : (
        <div className={styles.consent}>
          {user.whatsapp_consent?.withdrawn && <p className={styles.hint}>{WHATSAPP_CONSENT_TEXTS.withdrawn}</p>}
          <WhatsAppConsentField
            checked={choice.checked}
            onCheckedChange={choice.setChecked}
            phone={choice.phone}
            onPhoneChange={choice.setPhone}
            error={choice.error}
            disabled={choice.saving}
          />
          <Button
            variant="secondary"
            loading={choice.saving}
            disabled={!choice.checked}
            onClick={() => void choice.confirm()}
          >
            {WHATSAPP_CONSENT_TEXTS.give}
          </Button>
        </div>
      )}
    </section>
  );
}
