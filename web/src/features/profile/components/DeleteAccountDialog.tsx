import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { MY_DATA_TEXTS } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { CheckLabel } from '../../../components/form/Choice';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { ModalDialog } from '../../../components/ui/ModalDialog';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { confirmPassword } from '../api/confirm-password';
import { deleteMyAccount } from '../api/delete-my-account';
import styles from './DeleteAccountSection.module.css';

/**
 * The confirmation before the account goes: what is deleted and what stays, an explicit "Entiendo…"
 * and the password (re-authentication, which deleteMyAccount needs recent). Focus stays inside;
 * Escape and "No, volver" close it, except while the deletion is out.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const { run, pending, refusal, reset } = useCallableAction(deleteMyAccount, MY_DATA_TEXTS.deleteFailed);
  const busy = checking || pending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!understood || !password || busy) return;
    setPasswordError(null);
    reset();
    setChecking(true);
    const failure = await confirmPassword(auth, password);
    setChecking(false);
    if (failure) {
      setPasswordError(failure);
      return;
    }
    if (await run(auth)) navigate('/', { replace: true });
  }

  return (
    <ModalDialog
      titleId={titleId}
      descriptionId={descriptionId}
      onClose={busy ? noop : onClose}
      className={styles.dialog}
    >
      <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {MY_DATA_TEXTS.deleteDialogTitle}
        </h2>
        <ul id={descriptionId} className={styles.consequences}>
          {MY_DATA_TEXTS.deleteWhatGoes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <CheckLabel>
          <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          {MY_DATA_TEXTS.deleteUnderstood}
        </CheckLabel>
        <Input
          label={MY_DATA_TEXTS.deletePassword}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {(passwordError ?? refusal) && <FormAlert tone="error">{passwordError ?? refusal?.message}</FormAlert>}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" disabled={busy} onClick={onClose}>
            {MY_DATA_TEXTS.deleteCancel}
          </Button>
          <Button type="submit" variant="danger" loading={busy} disabled={!understood || !password}>
            {busy ? MY_DATA_TEXTS.deleting : MY_DATA_TEXTS.deleteConfirm}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

function noop() {}
