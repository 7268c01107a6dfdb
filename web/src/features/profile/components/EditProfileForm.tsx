import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS, VALIDATION_MESSAGES, validateEditProfile, type AppUser } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { firestoreLite } from '../../../lib/firestore-lite';
import { FormAlert } from '../../../components/form/FormAlert';
import formStyles from '../../../components/form/auth-form.module.css';
import { useRefreshCurrentUser } from '../../auth';
import { useFormFields } from '../../../hooks/use-form-fields';
import { updateProfile } from '../api/update-profile';
import { PROFILE_MESSAGES } from '../utils/profile-messages';

const CITY_SUGGESTIONS = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Bucaramanga', 'Pereira'];

type Stage = 'editing' | 'saving' | 'saved' | 'failed';

/** Name, phone, city and address; the email is shown but cannot change. */
export function EditProfileForm({ user }: { user: AppUser }) {
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const { values, fieldProps, validate } = useFormFields({
    name: user.name,
    phone: user.phone,
    city: user.city,
    address: user.address ?? '',
  });
  const [stage, setStage] = useState<Stage>('editing');

  // Spec section 4: the success message stays for 2 s, then back to the profile.
  useEffect(() => {
    if (stage !== 'saved') return;
    const timer = window.setTimeout(() => navigate('/perfil', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stage, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validate(validateEditProfile)) return;
    setStage('saving');
    try {
      await updateProfile(firestoreLite, user.uid, values);
      refreshCurrentUser();
      setStage('saved');
    } catch {
      setStage('failed');
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
      <Input label="Nombre" autoComplete="name" required {...fieldProps('name')} />
      <Input
        label="Correo electrónico"
        type="email"
        value={user.email}
        readOnly
        aria-describedby="email-read-only-note"
      />
      <p id="email-read-only-note" className={formStyles.hint}>
        {VALIDATION_MESSAGES.emailReadOnly}
      </p>
      <Input
        label="Número de celular"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        {...fieldProps('phone')}
      />
      <Input label="Ciudad" autoComplete="address-level2" list="city-suggestions" required {...fieldProps('city')} />
      <datalist id="city-suggestions">
        {CITY_SUGGESTIONS.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <Input label="Dirección (opcional)" autoComplete="street-address" {...fieldProps('address')} />
      {stage === 'failed' && <FormAlert tone="error">{PROFILE_MESSAGES.saveFailed}</FormAlert>}
      {stage === 'saved' && <FormAlert tone="success">{PROFILE_MESSAGES.saved}</FormAlert>}
      <div className={formStyles.actions}>
        <Button type="submit" size="large" fullWidth loading={stage === 'saving'} disabled={stage === 'saved'}>
          Guardar cambios
        </Button>
        <Link to="/perfil" className={formStyles.cancel}>
          Cancelar
        </Link>
      </div>
    </form>
  );
}
