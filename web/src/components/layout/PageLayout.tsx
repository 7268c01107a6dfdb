import type { ReactNode } from 'react';
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
      <BottomBar />
    </div>
  );
}
