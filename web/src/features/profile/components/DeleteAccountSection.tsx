import { useState } from 'react';
import { MY_DATA_TEXTS } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import styles from './DeleteAccountSection.module.css';

/** "Eliminar mi cuenta": a danger button that opens the confirmation (what goes, the password, an explicit yes). */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="profile-delete-account-title">
      <h3 id="profile-delete-account-title" className={styles.title}>
        {MY_DATA_TEXTS.deleteTitle}
      </h3>
      <p className={styles.text}>{MY_DATA_TEXTS.deleteIntro}</p>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        {MY_DATA_TEXTS.deleteButton}
      </Button>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </section>
  );
}
