import { PageLayout } from '../../../components/layout/PageLayout';
import { UserIcon } from '../../../components/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { EmailVerificationInvite, SignInInvitation, useCurrentUser } from '../../auth';
import { WhatsAppConsentSection } from '../../whatsapp';
import { AccountActions } from '../components/AccountActions';
import { ContactSection } from '../components/ContactSection';
import { MyDataSection } from '../components/MyDataSection';
import { ProfileDetails } from '../components/ProfileDetails';
import styles from './ProfilePage.module.css';

export default function ProfilePage() {
  const currentUser = useCurrentUser();
  return (
    <PageLayout>
      {currentUser.status === 'loading' && <Spinner fullScreen label="Cargando tu perfil…" />}
      {currentUser.status === 'signed-out' && (
        <SignInInvitation
          icon={<UserIcon />}
          title="Tu perfil"
          message="Crea tu cuenta gratis o inicia sesión para ver tus datos, tus tickets y comprar más rápido."
          returnTo="/perfil"
          loginLabel="Iniciar sesión"
        />
      )}
      <EmailVerificationInvite />
      {currentUser.status === 'signed-in' && (
        <div className={styles.layout}>
          <ProfileDetails user={currentUser.user} />
          <div className={styles.side}>
            <AccountActions user={currentUser.user} />
            <WhatsAppConsentSection user={currentUser.user} />
            <MyDataSection />
            <ContactSection />
          </div>
        </div>
      )}
    </PageLayout>
  );
}
