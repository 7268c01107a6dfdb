import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './AdminHeader.module.css';

export interface AdminHeaderProps {
  title: string;
  /** A line under the title (the show's date, a hint). */
  subtitle?: ReactNode;
  /** Where "Volver" goes; absent on the overview itself. */
  back?: string;
  actions?: ReactNode;
}

/** The dashboard pages' heading: title, an optional way back and the page's main actions. */
export function AdminHeader({ title, subtitle, back, actions }: AdminHeaderProps) {
  return (
    <header className={styles.header}>
      {back && (
        <Link to={back} className={styles.back}>
          ← Volver al panel
        </Link>
      )}
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
