import type { ReactNode } from 'react';
import styles from './FormAlert.module.css';

export interface FormAlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** A form's outcome message; errors interrupt screen readers, the rest wait politely. */
export function FormAlert({ tone, children }: FormAlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </div>
  );
}
