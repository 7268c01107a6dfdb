import { PageLayout } from '../../../components/layout/PageLayout';
import { TicketIcon } from '../../../components/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import { EmailVerificationInvite, lastSignedInUid, SignInInvitation, useCurrentUser } from '../../auth';
import { MyTickets } from '../components/MyTickets';
import styles from './TicketsPage.module.css';

function SupportSection() {
  return (
    <section className={styles.support} aria-labelledby="tickets-support-title">
      <h2 id="tickets-support-title" className={styles.supportTitle}>
        ¿Algún problema con tus tickets?
      </h2>
      <p className={styles.supportText}>Escríbenos y te ayudamos con tus entradas, pagos o códigos QR.</p>
      <WhatsAppLink message={WHATSAPP_MESSAGES.ticketsSupport}>Soporte por WhatsApp</WhatsAppLink>
    </section>
  );
}

export default function TicketsPage() {
  const currentUser = useCurrentUser();

  if (currentUser.status === 'signed-out') {
    return (
      <PageLayout>
        <SignInInvitation
          icon={<TicketIcon />}
          title="Mis tickets"
          message="Crea tu cuenta gratis o inicia sesión para ver tus entradas y sus códigos QR."
          returnTo="/tickets"
          loginLabel="Iniciar sesión"
        />
      </PageLayout>
    );
  }

  // The tickets query needs only the uid: it starts alongside the user document, not after it.
  const authUid = currentUser.status === 'signed-in' ? currentUser.user.uid : currentUser.uid;
  // Before Auth has restored the session, the last copy of this browser's account shows at once.
  const uid = authUid ?? lastSignedInUid();
  return (
    <PageLayout>
      <header className={styles.header}>
        <h1 className={styles.title}>Mis tickets</h1>
        <p className={styles.subtitle}>Tus entradas y sus códigos QR para el día del show.</p>
      </header>
      {currentUser.status === 'signed-in' && <EmailVerificationInvite />}
      {uid ? (
        <MyTickets uid={uid} read={uid === authUid} footer={<SupportSection />} />
      ) : (
        <Spinner label="Cargando tus tickets…" />
      )}
    </PageLayout>
  );
}
