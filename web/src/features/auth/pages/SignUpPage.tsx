import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import {
  dataConsentError,
  PHONE_DIGITS,
  REDIRECT_DELAY_MS,
  TERMS_PATH,
  validateSignUp,
  type SignUpForm,
} from '@carcajada/domain';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { firestoreLite } from '../../../lib/firestore-lite';
import { track } from '../../../lib/tracking';
import { signUp } from '../api/sign-up';
import { AuthCard } from '../../../components/form/AuthCard';
import { DataConsentField } from '../../../components/form/DataConsentField';
import { FormAlert } from '../../../components/form/FormAlert';
import formStyles from '../../../components/form/auth-form.module.css';
import { useFormFields } from '../../../hooks/use-form-fields';
import { signUpErrorMessage } from '../utils/auth-error-messages';
import { returnPathFrom } from '../utils/return-path';
import { AUTH_SUCCESS_MESSAGES } from '../utils/success-messages';

const EMPTY_SIGN_UP: SignUpForm = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

type Stage = 'editing' | 'submitting' | 'created';

export default function SignUpPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { values, fieldProps, validate } = useFormFields(EMPTY_SIGN_UP);
  const [stage, setStage] = useState<Stage>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  // (Ley 1581 de 2012): express consent, never checked in advance
  const [consented, setConsented] = useState(false);
  const [consentError, setConsentError] = useState<string | undefined>();

  // Spec section 4: the success message stays for 2 s, then the visitor goes on.
  useEffect(() => {
    if (stage !== 'created') return;
    const timer = window.setTimeout(
      () => navigate(returnPathFrom(location.state), { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [stage, navigate, location.state]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const fieldsValid = validate(validateSignUp);
    const consentMissing = dataConsentError(consented);
    setConsentError(consentMissing);
    if (!fieldsValid || consentMissing) return;
    setStage('submitting');
    try {
      await signUp(auth, firestoreLite, values);
      track('CompleteRegistration');
      setStage('created');
    } catch (error) {
      setFailure(signUpErrorMessage(error));
      setStage('editing');
    }
  }

  return (
    <PageLayout logoOnly>
      <AuthCard
        title="Crear cuenta"
        subtitle="Regístrate gratis para comprar tus entradas y tenerlas siempre a mano."
        footer={
          <span>
            ¿Ya tienes cuenta?{' '}
            <Link to="/iniciar-sesion" state={location.state}>
              Iniciar sesión
            </Link>
          </span>
        }
      >
        <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
          <Input label="Nombre" autoComplete="name" required {...fieldProps('name')} />
          <Input label="Correo electrónico" type="email" autoComplete="email" required {...fieldProps('email')} />
          <Input
            label="Número de celular"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={`${PHONE_DIGITS} dígitos, ej. 3001234567`}
            required
            {...fieldProps('phone')}
          />
          <Input label="Contraseña" type="password" autoComplete="new-password" required {...fieldProps('password')} />
          <Input
            label="Confirmar contraseña"
            type="password"
            autoComplete="new-password"
            required
            {...fieldProps('confirmPassword')}
          />
          <DataConsentField
            checked={consented}
            error={consentError}
            onChange={(checked) => {
              setConsented(checked);
              setConsentError(undefined);
            }}
          >
            <p className={formStyles.consentNote}>
              Al crear tu cuenta aceptas los <Link to={TERMS_PATH}>términos y condiciones</Link>.
            </p>
          </DataConsentField>
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          {stage === 'created' && <FormAlert tone="success">{AUTH_SUCCESS_MESSAGES.accountCreated}</FormAlert>}
          <div className={formStyles.actions}>
            <Button
              type="submit"
              size="large"
              fullWidth
              loading={stage === 'submitting'}
              disabled={stage === 'created'}
            >
              Crear cuenta
            </Button>
          </div>
        </form>
      </AuthCard>
    </PageLayout>
  );
}
