import type { ReactNode } from 'react';
import type { LegalConfig } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Spinner } from '../../../components/ui/Spinner';
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

/** A legal text page: its title, then its body once config/legal is read. */
export function LegalPage({ title, children }: { title: string; children: (config: LegalConfig) => ReactNode }) {
  const { data, error } = useLegalConfig();
  return (
    <PageLayout>
      <article className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        {error !== null && <FormAlert tone="error">No pudimos cargar esta página. Intenta de nuevo.</FormAlert>}
        {!data && error === null && <Spinner label="Cargando…" />}
        {data && children(data)}
      </article>
    </PageLayout>
  );
}
