import { useState } from 'react';
import { DATA_CONSENT_TEXTS, dataConsentError, isDataConsentCurrent, type AppUser } from '@carcajada/domain';
import { useRefreshCurrentUser } from '../../auth';
import { useLegalConfigQuery } from '../api/get-legal-config';
import { giveDataConsent } from '../api/give-data-consent';

/**
 * 'checking': config/legal is on its way; 'current': nothing to ask; 'asked': the account's
 * consent is missing or to an older policy, and the box is shown.
 */
export type DataConsentStatus = 'checking' | 'current' | 'asked';

export interface DataConsentRenewal {
  status: DataConsentStatus;
  accepted: boolean;
  setAccepted: (accepted: boolean) => void;
  error: string | undefined;
  saving: boolean;
  /** Before a purchase or reservation: true when it may go on (consent current or just given). */
  confirm: () => Promise<boolean>;
}

/**
 * Asks a signed-in account again for its consent (Ley 1581 de 2012) when it is not to the policy
 * in force. The question is the web's: no callable refuses for consent, so a config/legal that
 * cannot be read holds nothing up (the next purchase asks again).
 */
export function useDataConsentRenewal(user: AppUser | null): DataConsentRenewal {
  const legal = useLegalConfigQuery(user !== null);
  const refreshUser = useRefreshCurrentUser();
  const [accepted, setChecked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const version = legal.data?.data_policy_version;
  const status: DataConsentStatus =
    user === null || legal.error !== null || isDataConsentCurrent(user.data_consent, version ?? '')
      ? 'current'
      : version === undefined
        ? 'checking'
        : 'asked';

  async function confirm(): Promise<boolean> {
    if (status !== 'asked' || !user || !version) return status === 'current';
    const missing = dataConsentError(accepted);
    setError(missing);
    if (missing) return false;
    setSaving(true);
    try {
      await giveDataConsent(user.uid, version);
      refreshUser();
      return true;
    } catch {
      setError(DATA_CONSENT_TEXTS.saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  }

  function setAccepted(checked: boolean) {
    setChecked(checked);
    setError(undefined);
  }

  return { status, accepted, setAccepted, error, saving, confirm };
}
