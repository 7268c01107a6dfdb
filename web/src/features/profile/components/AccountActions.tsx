import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { MESSAGE_HIDE_MS, type AppUser } from '@carcajada/domain';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { sendPasswordReset, signOut } from '../../auth';
import { FormAlert } from '../../../components/form/FormAlert';
import { PROFILE_MESSAGES } from '../utils/profile-messages';
import styles from './AccountActions.module.css';

type PasswordEmail = 'idle' | 'sending' | 'sent' | 'failed';

/** Editar perfil, Cambiar contraseña (reset email) and Cerrar sesión. */
export function AccountActions({ user }: { user: AppUser }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [passwordEmail, setPasswordEmail] = useState<PasswordEmail>('idle');
  const [signingOut, setSigningOut] = useState(false);

  // Spec section 4: the "sent" message vanishes after 5 s.
  useEffect(() => {
    if (passwordEmail !== 'sent') return;
    const timer = window.setTimeout(() => setPasswordEmail('idle'), MESSAGE_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [passwordEmail]);

  async function requestPasswordChange() {
    setPasswordEmail('sending');
    try {
      await sendPasswordReset(auth, user.email);
      setPasswordEmail('sent');
    } catch {
      setPasswordEmail('failed');
    }
  }

  async function handleSignOut() {
    setSigningOut(true);
    await signOut(auth);
    navigate('/', { replace: true });
  }

  return (
    <section className={styles.actions} aria-label="Acciones de la cuenta">
      <ButtonLink to="/editar-perfil" fullWidth>
        Editar perfil
      </ButtonLink>
      <Button variant="ghost" fullWidth loading={passwordEmail === 'sending'} onClick={requestPasswordChange}>
        Cambiar contraseña
      </Button>
      {passwordEmail === 'sent' && (
        <FormAlert tone="success">{PROFILE_MESSAGES.passwordEmailSent(user.email)}</FormAlert>
      )}
      {passwordEmail === 'failed' && <FormAlert tone="error">{PROFILE_MESSAGES.passwordEmailFailed}</FormAlert>}
      <Button variant="secondary" fullWidth loading={signingOut} onClick={handleSignOut}>
        Cerrar sesión
      </Button>
    </section>
  );
}
