import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { MY_DATA_TEXTS } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { deleteMyAccount } from '../api/delete-my-account';

/** "Eliminar mi cuenta": the password again, then the account goes and the visitor goes home. */
export function DeleteAccountForm() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const { run, pending, refusal } = useCallableAction(deleteMyAccount, MY_DATA_TEXTS.deleteFailed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return;
    if (await run(auth, password)) navigate('/', { replace: true });
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={MY_DATA_TEXTS.deleteTitle}>
      <h3>{MY_DATA_TEXTS.deleteTitle}</h3>
      <p>{MY_DATA_TEXTS.deleteIntro}</p>
      <Input
        label={MY_DATA_TEXTS.deletePassword}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {refusal && <FormAlert tone="error">{refusal.message}</FormAlert>}
      <Button type="submit" variant="ghost" loading={pending} disabled={!password}>
        {pending ? MY_DATA_TEXTS.deleting : MY_DATA_TEXTS.deleteButton}
      </Button>
    </form>
  );
}
