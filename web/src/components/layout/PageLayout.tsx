import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DATA_CONSENT_TEXTS, DATA_POLICY_PATH, TERMS_PATH } from '@carcajada/domain';
import { BottomBar } from './BottomBar';
import { TopBar } from './TopBar';
import styles from './PageLayout.module.css';

export interface PageLayoutProps {
  children: ReactNode;
  /** Only the logo in the top bar (focused flows such as sign-in). */
  logoOnly?: boolean;
}

export function PageLayout({ children, logoOnly = false }: PageLayoutProps) {
  return (
    <div className={styles.page}>
      <a href="#contenido" className={styles.skipLink}>
        Saltar al contenido
      </a>
      <TopBar logoOnly={logoOnly} />
      <main id="contenido" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {/* Ley 1581 de 2012: the policy and the terms, from every page */}
      <footer className={styles.footer}>
        <Link to={DATA_POLICY_PATH}>{DATA_CONSENT_TEXTS.policyTitle}</Link>
        <Link to={TERMS_PATH}>{DATA_CONSENT_TEXTS.termsTitle}</Link>
      </footer>
      <BottomBar />
    </div>
  );
}
