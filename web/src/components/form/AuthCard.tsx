import { useId, type ReactNode } from 'react';
import styles from './AuthCard.module.css';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the form (e.g. to sign-up or back to login). */
  footer?: ReactNode;
}

/** The spotlighted card that holds the login, sign-up, forgot-password and profile forms. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </section>
  );
}
