import type { ReactNode } from 'react';
import type { LegalConfig } from '@carcajada/domain';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { PageLayout } from '../../../components/layout/PageLayout';
import { useLegalConfig } from '../api/get-legal-config';
import styles from './LegalPage.module.css';

/** The operator as both pages name it (from config/legal). */
export function OperatorFacts({ config }: { config: LegalConfig }) {
  const { operator } = config;
  return (
    <dl className={styles.operator}>
      <div>
        <dt>Responsable</dt>
        <dd>{operator.legal_name}</dd>
      </div>
      <div>
        <dt>NIT</dt>
        <dd>{operator.nit}</dd>
      </div>
      <div>
        <dt>Correo</dt>
        <dd>
          <a href={`mailto:${operator.email}`}>{operator.email}</a>
        </dd>
      </div>
      <div>
        <dt>Teléfono</dt>
        <dd>{operator.phone}</dd>
      </div>
      <div>
        <dt>Dirección</dt>
        <dd>{operator.address}</dd>
      </div>
    </dl>
  );
}

function LegalBody({ children }: { children: (config: LegalConfig) => ReactNode }) {
  return <>{children(useLegalConfig())}</>;
}

/**
 * A legal text page: its title, then its body with config/legal's operator. eventPage draws it
 * with the config embedded, so it arrives complete and hydrates without a read.
 */
export function LegalPage({ title, children }: { title: string; children: (config: LegalConfig) => ReactNode }) {
  return (
    <PageLayout>
      <article className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <DataErrorBoundary message="No pudimos cargar esta página. Intenta de nuevo.">
          <LegalBody>{children}</LegalBody>
        </DataErrorBoundary>
      </article>
    </PageLayout>
  );
}
