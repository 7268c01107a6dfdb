import { PageLayout } from '../../../components/layout/PageLayout';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { Spinner } from '../../../components/ui/Spinner';
import { AuthCard } from '../../../components/form/AuthCard';
import { useCurrentUser } from '../../auth';
import { useProfileForEdit } from '../api/get-profile';
import { EditProfileForm } from '../components/EditProfileForm';
import { PROFILE_MESSAGES } from '../utils/profile-messages';

function LoadedEditProfileForm({ uid }: { uid: string }) {
  const user = useProfileForEdit(uid);
  return user ? <EditProfileForm user={user} /> : <Spinner label="Cargando tu perfil…" />;
}

/** Wrapped in RequireSignedIn by the router: anonymous visitors never get here. */
export default function EditProfilePage() {
  const currentUser = useCurrentUser();
  return (
    <PageLayout>
      <AuthCard title="Editar perfil" subtitle="Mantén tus datos al día para recibir tus entradas sin problema.">
        {currentUser.status === 'signed-in' ? (
          <DataErrorBoundary message={PROFILE_MESSAGES.loadFailed}>
            <LoadedEditProfileForm uid={currentUser.user.uid} />
          </DataErrorBoundary>
        ) : (
          <Spinner label="Cargando tu perfil…" />
        )}
      </AuthCard>
    </PageLayout>
  );
}
