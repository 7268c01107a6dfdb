import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import type { ReturnState } from '../utils/return-path';
import styles from './SignInInvitation.module.css';

export interface SignInInvitationProps {
  title: string;
  message: string;
  /** Brings the visitor back here after signing in or up. */
  returnTo?: string;
  signUpLabel?: string;
  loginLabel?: string;
  icon?: ReactNode;
  /** Heading level: h1 when the invitation is the whole page, h2 inside another screen. */
  headingLevel?: 1 | 2;
}

/** What anonymous visitors see where an account is needed (tickets, profile, checkout). */
export function SignInInvitation({
  title,
  message,
  returnTo,
  signUpLabel = 'Crear cuenta gratis',
  loginLabel = 'Ya tengo cuenta',
  icon,
  headingLevel = 1,
}: SignInInvitationProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const state: ReturnState | undefined = returnTo ? { from: returnTo } : undefined;
  return (
    <section className={styles.invitation}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <ButtonLink to="/crear-cuenta" state={state} pulse>
          {signUpLabel}
        </ButtonLink>
        <ButtonLink to="/iniciar-sesion" state={state} variant="ghost">
          {loginLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
