import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { validateForgotPassword } from '@carcajada/domain';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { sendPasswordReset } from '../api/send-password-reset';
import { AuthCard } from '../../../components/form/AuthCard';
import { FormAlert } from '../../../components/form/FormAlert';
import formStyles from '../../../components/form/auth-form.module.css';
import { useFormFields } from '../../../hooks/use-form-fields';
import { forgotPasswordErrorMessage } from '../utils/auth-error-messages';
import { AUTH_SUCCESS_MESSAGES } from '../utils/success-messages';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

export default function ForgotPasswordPage() {
  const auth = useAuth();
  const { values, fieldProps, validate } = useFormFields({ email: '' });
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    if (!validate(validateForgotPassword)) return;
    setSubmitting(true);
    try {
      await sendPasswordReset(auth, values.email);
      setOutcome({ tone: 'success', message: AUTH_SUCCESS_MESSAGES.passwordResetSent });
    } catch (error) {
      setOutcome({ tone: 'error', message: forgotPasswordErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <PageLayout logoOnly>
      <AuthCard
        title="Recuperar contraseña"
        subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña."
        footer={<Link to="/iniciar-sesion">Volver a iniciar sesión</Link>}
      >
        <form className={formStyles.form} onSubmit={handleSubmit} noValidate>
          <Input label="Correo electrónico" type="email" autoComplete="email" required {...fieldProps('email')} />
          {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
          <div className={formStyles.actions}>
            <Button type="submit" size="large" fullWidth loading={submitting}>
              Enviar enlace
            </Button>
          </div>
        </form>
      </AuthCard>
    </PageLayout>
  );
}
