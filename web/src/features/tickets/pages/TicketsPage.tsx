import { PageLayout } from '../../../components/layout/PageLayout';
import { TicketIcon } from '../../../components/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { WhatsAppLink } from '../../../components/WhatsAppLink';
import { WHATSAPP_MESSAGES } from '../../../lib/whatsapp';
import {
  EmailVerificationInvite,
  lastSignedInUid,
  SignInInvitation,
  useCurrentUserValue,
  type CurrentUser,
} from '../../auth';
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

const supportSection = <SupportSection />;

/**
 * All this page needs of the session: null once signed out, else the account Auth knows (undefined
 * until it does). The page draws again only when that changes, not when the account's document lands.
 */
const ticketsAccount = (user: CurrentUser): string | null | undefined =>
  user.status === 'signed-out' ? null : user.status === 'signed-in' ? user.user.uid : user.uid;

export default function TicketsPage() {
  const authUid = useCurrentUserValue(ticketsAccount);

  if (authUid === null) {
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
  // Before Auth has restored the session, the last copy of this browser's account shows at once.
  const uid = authUid ?? lastSignedInUid();
  return (
    <PageLayout>
      <header className={styles.header}>
        <h1 className={styles.title}>Mis tickets</h1>
        <p className={styles.subtitle}>Tus entradas y sus códigos QR para el día del show.</p>
      </header>
      <EmailVerificationInvite />
      {uid ? (
        <MyTickets uid={uid} read={uid === authUid} footer={supportSection} />
      ) : (
        <Spinner label="Cargando tus tickets…" />
      )}
    </PageLayout>
  );
}
