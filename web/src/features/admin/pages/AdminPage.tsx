import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { ButtonLink } from '../../../components/ui/Button';
import { AdminHeader } from '../components/AdminHeader';
import { OverviewFilters } from '../components/OverviewFilters';
import { OverviewSection } from '../components/OverviewSection';
import { invalidateOverview } from '../api/overview';
import { useShowScope } from '../hooks/use-show-scope';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { noticeOf } from '../utils/admin-notice';
import { isAdminPeriod, type AdminPeriod } from '../utils/admin-periods';
import styles from './AdminPage.module.css';

/** The organizer dashboard (/administrador): ADMIN every show, an ORGANIZER its own, with seats and money. */
export default function AdminPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const notice = noticeOf(location.state);
  const periodParam = searchParams.get('periodo');
  const period: AdminPeriod = isAdminPeriod(periodParam) ? periodParam : 'proximos';
  const city = searchParams.get('ciudad') ?? '';
  const [now] = useState(() => new Date());
  const scope = useShowScope();

  function setFilter(next: { periodo?: string; ciudad?: string }) {
    const params = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(next)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    setSearchParams(params, { replace: true });
  }

  return (
    <PageLayout>
      <AdminHeader
        title="Panel del organizador"
        subtitle="Entradas y dinero de cada show (fechas en hora de Bogotá)."
        actions={
          <>
            <ButtonLink to="/administrador/shows/nuevo">Nuevo show</ButtonLink>
            <ButtonLink to="/administrador/ingreso" variant="secondary">
              Ingreso a la puerta (escáner)
            </ButtonLink>
            <ButtonLink to="/administrador/liquidacion" variant="secondary">
              Liquidación
            </ButtonLink>
            <ButtonLink to="/administrador/salas" variant="secondary">
              Salas
            </ButtonLink>
            {/* the navigation shows only what the role may use */}
            {scope.role === 'ADMIN' && (
              <ButtonLink to="/administrador/organizadores" variant="secondary">
                Organizadores
              </ButtonLink>
            )}
            {/* each visit and each "Actualizar" reads again; figures change with every sale */}
            <button type="button" className={styles.refresh} onClick={invalidateOverview}>
              Actualizar
            </button>
          </>
        }
      />
      {notice && (
        <div className={styles.notice}>
          <FormAlert tone="success">
            {notice.text}{' '}
            {notice.slug && <Link to={`/evento/${encodeURIComponent(notice.slug)}`}>Ver en la cartelera</Link>}
          </FormAlert>
        </div>
      )}
      <OverviewFilters
        period={period}
        city={city}
        onPeriod={(choice) => setFilter({ periodo: choice === 'proximos' ? '' : choice })}
        onCity={(choice) => setFilter({ ciudad: choice })}
      />
      <DataErrorBoundary message={ADMIN_MESSAGES.overviewLoadFailed} onRetry={invalidateOverview}>
        <OverviewSection filter={{ period, city }} now={now} />
      </DataErrorBoundary>
    </PageLayout>
  );
}
