import { useState } from 'react';
import { normalizeColombianMobile, WHATSAPP_CONSENT_TEXTS, whatsappPhoneError, type AppUser } from '@carcajada/domain';
import { useRefreshCurrentUser } from '../../auth';
import { getLegalConfig } from '../../legal';
import { giveWhatsAppConsent } from '../api/give-whatsapp-consent';

export interface WhatsAppConsentChoice {
  checked: boolean;
  setChecked: (checked: boolean) => void;
  phone: string;
  setPhone: (phone: string) => void;
  error: string | undefined;
  saving: boolean;
  /**
   * Before a purchase or reservation: true when it may go on. Unchecked records nothing; checked,
   * the number must be a Colombian mobile (else its message, and false) and the consent is written.
   */
  confirm: () => Promise<boolean>;
}

/** The checkout's unchecked "Quiero recibir mis entradas… por WhatsApp" and its number. */
export function useWhatsAppConsentChoice(user: AppUser | null): WhatsAppConsentChoice {
  const refreshUser = useRefreshCurrentUser();
  const [checked, setCheckedState] = useState(false);
  const [phone, setPhoneState] = useState(() => user?.phone ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function confirm(): Promise<boolean> {
    if (!checked || !user) return true;
    const normalized = normalizeColombianMobile(phone);
    if (!normalized) {
      setError(whatsappPhoneError(phone));
      return false;
    }
    // already given for this number and not withdrawn: nothing to write
    const current = user.whatsapp_consent;
    if (current && !current.withdrawn && current.phone === normalized) return true;
    setSaving(true);
    try {
      const { whatsapp_consent_version: version } = await getLegalConfig();
      await giveWhatsAppConsent(user.uid, normalized, version);
      refreshUser();
      return true;
    } catch {
      setError(WHATSAPP_CONSENT_TEXTS.saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    checked,
    setChecked: (value) => {
      setCheckedState(value);
      setError(undefined);
    },
    phone,
    setPhone: (value) => {
      setPhoneState(value);
      setError(undefined);
    },
    error,
    saving,
    confirm,
  };
}
