import { DATA_CONSENT_TEXTS } from '@carcajada/domain';
import { DataConsentField } from '../../../components/form/DataConsentField';
import type { DataConsentRenewal as Renewal } from '../hooks/use-data-consent-renewal';
import styles from './DataConsentRenewal.module.css';

/** The consent box asked again before a purchase or reservation; nothing while consent is current. */
export function DataConsentRenewal({ renewal }: { renewal: Renewal }) {
  if (renewal.status !== 'asked') return null;
  return (
    <div className={styles.renewal}>
      <p className={styles.note}>{DATA_CONSENT_TEXTS.askedAgain}</p>
      <DataConsentField
        checked={renewal.accepted}
        onChange={renewal.setAccepted}
        error={renewal.error}
        disabled={renewal.saving}
      />
    </div>
  );
}
