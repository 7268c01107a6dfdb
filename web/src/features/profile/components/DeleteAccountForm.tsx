import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { MY_DATA_TEXTS } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { confirmPassword } from '../api/confirm-password';
import { deleteMyAccount } from '../api/delete-my-account';
import styles from './DeleteAccountForm.module.css';

/** "Eliminar mi cuenta": the password again, then the account goes and the visitor goes home. */
export function DeleteAccountForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const { run, pending, refusal, reset } = useCallableAction(deleteMyAccount, MY_DATA_TEXTS.deleteFailed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return;
    setPasswordError(null);
    reset();
    setChecking(true);
    const confirmed = await confirmPassword(auth, password);
    setChecking(false);
    if (!confirmed) {
      setPasswordError(MY_DATA_TEXTS.wrongPassword);
      return;
    }
    if (await run(auth)) navigate('/', { replace: true });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={MY_DATA_TEXTS.deleteTitle}>
      <h3 className={styles.title}>{MY_DATA_TEXTS.deleteTitle}</h3>
      <p className={styles.text}>{MY_DATA_TEXTS.deleteIntro}</p>
      <Input
        label={MY_DATA_TEXTS.deletePassword}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {(passwordError ?? refusal) && <FormAlert tone="error">{passwordError ?? refusal?.message}</FormAlert>}
      <Button type="submit" variant="ghost" loading={checking || pending} disabled={!password}>
        {checking || pending ? MY_DATA_TEXTS.deleting : MY_DATA_TEXTS.deleteButton}
      </Button>
    </form>
  );
}
