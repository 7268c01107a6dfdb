import { useState } from 'react';
import { DATA_CONSENT_TEXTS, dataConsentError, isDataConsentCurrent, type AppUser } from '@carcajada/domain';
import { useRefreshCurrentUser } from '../../auth';
import { getLegalConfig, useLegalConfig } from '../api/get-legal-config';
import { giveDataConsent } from '../api/give-data-consent';

/**
 * 'checking': config/legal is on its way (nothing shown; `confirm` waits for it); 'current':
 * nothing to ask; 'asked': the account's consent is missing or to an older policy, and the box is shown.
 */
export type DataConsentStatus = 'checking' | 'current' | 'asked';

export interface DataConsentRenewal {
  status: DataConsentStatus;
  accepted: boolean;
  setAccepted: (accepted: boolean) => void;
  error: string | undefined;
  saving: boolean;
  /**
   * Before a purchase or reservation: true when it may go on (consent current, just given, or
   * config/legal unreadable). A click before config/legal arrived reads it first.
   */
  confirm: () => Promise<boolean>;
}

/**
 * Asks a signed-in account again for its consent (Ley 1581 de 2012) when it is not to the policy
 * in force. The question is the web's: no callable refuses for consent, so a config/legal that
 * cannot be read holds nothing up (the next purchase asks again).
 */
export function useDataConsentRenewal(user: AppUser | null): DataConsentRenewal {
  // undefined while it loads; null: unreadable, so nothing is asked
  const legal = useLegalConfig({ wanted: user !== null });
  const refreshUser = useRefreshCurrentUser();
  const [accepted, setChecked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const version = legal?.data_policy_version;
  const status: DataConsentStatus =
    user === null || legal === null || isDataConsentCurrent(user.data_consent, version ?? '')
      ? 'current'
      : version === undefined
        ? 'checking'
        : 'asked';

  /** The policy in force: the read already made, or (a click that came first) read now; undefined if unreadable. */
  async function versionInForce(): Promise<string | undefined> {
    if (version !== undefined) return version;
    return getLegalConfig().then(
      (config) => config.data_policy_version,
      () => undefined,
    );
  }

  async function confirm(): Promise<boolean> {
    // config/legal could not be read: nothing was asked, nothing holds the purchase up
    if (!user || legal === null) return true;
    const current = await versionInForce();
    if (current === undefined || isDataConsentCurrent(user.data_consent, current)) return true;
    const missing = dataConsentError(accepted);
    setError(missing);
    if (missing) return false;
    setSaving(true);
    try {
      await giveDataConsent(user.uid, current);
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
