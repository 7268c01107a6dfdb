import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';
import { Button } from '../../../components/ui/Button';
import { reloadEmailVerified } from '../api/reload-email-verified';
import { sendTicketConfirmations } from '../api/send-ticket-confirmations';
import { sendVerificationEmail } from '../api/send-verification-email';
import {
  clearConfirmationsPending,
  confirmationsPending,
  markConfirmationsPending,
} from '../utils/confirmations-pending';
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
  const [verified, setVerified] = useState(auth.currentUser?.emailVerified ?? true);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    const user = auth.currentUser;
    if (!user) return;
    let active = true;
    void (async () => {
      if (!user.emailVerified) {
        markConfirmationsPending(user.uid);
        if (!(await reloadEmailVerified(auth))) return;
        if (active) setVerified(true);
      }
      if (!confirmationsPending(user.uid)) return;
      await sendTicketConfirmations();
      clearConfirmationsPending(user.uid);
    })().catch(() => undefined);
    return () => {
      active = false;
    };
  }, [auth]);

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
