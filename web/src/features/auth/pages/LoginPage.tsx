import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { validateLogin, type LoginForm } from '@carcajada/domain';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { track } from '../../../lib/tracking';
import { signIn } from '../api/sign-in';
import { AuthCard } from '../../../components/form/AuthCard';
import { FormAlert } from '../../../components/form/FormAlert';
import formStyles from '../../../components/form/auth-form.module.css';
import { useFormFields } from '../../../hooks/use-form-fields';
import { loginErrorMessage } from '../utils/auth-error-messages';
import { returnPathFrom } from '../utils/return-path';

const EMPTY_LOGIN: LoginForm = { email: '', password: '' };

export default function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { values, fieldProps, validate } = useFormFields(EMPTY_LOGIN);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!validate(validateLogin)) return;
    setSubmitting(true);
    try {
      await signIn(auth, values);
      track('Login');
      navigate(returnPathFrom(location.state), { replace: true });
    } catch (error) {
      setFailure(loginErrorMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <PageLayout logoOnly>
      <AuthCard
        title="Iniciar sesión"
        subtitle="Entra para ver tus tickets y comprar tus próximos shows."
        footer={
          <>
            <Link to="/olvide-contrasena">¿Olvidaste tu contraseña?</Link>
            <span>
              ¿No tienes cuenta?{' '}
              <Link to="/crear-cuenta" state={location.state}>
                Crear cuenta
              </Link>
            </span>
          </>
        }
      >
        <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
          <Input label="Correo electrónico" type="email" autoComplete="email" required {...fieldProps('email')} />
          <Input
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            required
            {...fieldProps('password')}
          />
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          <div className={formStyles.actions}>
            <Button type="submit" size="large" fullWidth loading={submitting}>
              Iniciar sesión
            </Button>
          </div>
        </form>
      </AuthCard>
    </PageLayout>
  );
}
