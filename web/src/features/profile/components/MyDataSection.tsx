import { MY_DATA_TEXTS } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Button } from '../../../components/ui/Button';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { downloadTextFile } from '../../../lib/download-file';
import { exportMyData } from '../api/export-my-data';
import { DeleteAccountSection } from './DeleteAccountSection';
import styles from './ContactSection.module.css';

/** Perfil's "Mis datos" (Ley 1581 de 2012): the account's data as a JSON download, and its deletion. */
export function MyDataSection() {
  const { run, pending, refusal } = useCallableAction(exportMyData, MY_DATA_TEXTS.failed);

  async function download() {
    const data = await run();
    if (data) downloadTextFile(JSON.stringify(data, null, 2), MY_DATA_TEXTS.fileName, 'application/json;charset=utf-8');
  }

  return (
    <section className={styles.contact} aria-labelledby="profile-my-data-title">
      <h2 id="profile-my-data-title" className={styles.title}>
        {MY_DATA_TEXTS.title}
      </h2>
      <p className={styles.text}>{MY_DATA_TEXTS.intro}</p>
      {refusal && <FormAlert tone="error">{refusal.message}</FormAlert>}
      <Button variant="secondary" loading={pending} onClick={() => void download()}>
        {pending ? MY_DATA_TEXTS.downloading : MY_DATA_TEXTS.download}
      </Button>
      <DeleteAccountSection />
    </section>
  );
}
