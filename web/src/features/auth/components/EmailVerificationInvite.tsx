import { useState } from 'react';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/ui/Button';
import { useEmailVerified } from '../api/reload-email-verified';
import { useSendOwedConfirmations } from '../api/send-ticket-confirmations';
import { sendVerificationEmail } from '../api/send-verification-email';
import { EMAIL_VERIFICATION_MESSAGES as T, verificationEmailErrorMessage } from '../utils/auth-error-messages';
import styles from './EmailVerificationInvite.module.css';

type Notice = { kind: 'sent' | 'failed'; text: string } | null;

/**
 * Perfil and Mis tickets invite an account whose email is not verified to verify it: until then
 * no mail is sent to it. On every visit Auth is asked again (the link may have been followed
 * elsewhere); once verified, the invitation goes and the tickets' confirmations are sent.
 */
export function EmailVerificationInvite() {
  const auth = useAuth();
  const verified = useEmailVerified(auth);
  useSendOwedConfirmations(auth.currentUser?.uid ?? null, verified);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  if (verified) return null;

  async function resend() {
    setSending(true);
    setNotice(null);
    try {
      await sendVerificationEmail(auth);
      setNotice({ kind: 'sent', text: T.resent });
    } catch (error) {
      setNotice({ kind: 'failed', text: verificationEmailErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.invite} aria-label="Verificación del correo">
      <p className={styles.text}>{T.invitation}</p>
      <Button variant="secondary" size="small" loading={sending} onClick={() => void resend()}>
        {T.resend}
      </Button>
      {notice && (
        <p
          className={notice.kind === 'sent' ? styles.sent : styles.failed}
          role={notice.kind === 'sent' ? 'status' : 'alert'}
        >
          {notice.text}
        </p>
      )}
    </section>
  );
}
