import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { TicketType } from '@carcajada/domain';
import { DataErrorBoundary } from '../../../components/errors/DataErrorBoundary';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button } from '../../../components/ui/Button';
import { eventDateTimeLabel } from '../../events';
import { useAdminEvent } from '../api/admin-event';
import { useAdminTicketTypes } from '../api/admin-ticket-types';
import { useBoxOfficeShifts } from '../api/box-office-shifts';
import { useTypeSalesRows } from '../api/type-sales';
import { AdminHeader } from '../components/AdminHeader';
import { BoxOfficeShiftsTable } from '../components/BoxOfficeShiftsTable';
import { PromoCodesSection } from '../components/PromoCodesSection';
import { TypeSalesTable } from '../components/TypeSalesTable';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import styles from '../components/ShowSales.module.css';

/** A show's sales per ticket type, its closed tills and its promo codes (/administrador/shows/:eventId/ventas). */
export default function ShowSalesPage() {
  const { eventId = '' } = useParams();
  const [version] = useState(() => Date.now());
  return (
    <PageLayout>
      <DataErrorBoundary message={ADMIN_MESSAGES.eventLoadFailed}>
        <ShowSales eventId={eventId} version={version} />
      </DataErrorBoundary>
    </PageLayout>
  );
}

function ShowSales({ eventId, version }: { eventId: string; version: number }) {
  const event = useAdminEvent(eventId, version);
  const types = useAdminTicketTypes(eventId, version);
  if (!event)
    return (
      <>
        <AdminHeader title="Ventas y códigos" back="/administrador" />
        <FormAlert tone="error">{ADMIN_MESSAGES.eventNotFound}</FormAlert>
      </>
    );
  return (
    <>
      <AdminHeader
        title={`Ventas y códigos · ${event.name}`}
        subtitle={`${eventDateTimeLabel(event)} · ${event.venue.name} · ${event.city}`}
        back="/administrador"
      />
      <TypeSalesSection eventId={eventId} types={types} />
      <BoxOfficeShiftsSection eventId={eventId} />
      <PromoCodesSection eventId={eventId} types={types} />
    </>
  );
}

function TypeSalesSection({ eventId, types }: { eventId: string; types: TicketType[] }) {
  const [version, setVersion] = useState(0);
  return (
    <section className={styles.section} aria-labelledby="type-sales-title">
      <h2 id="type-sales-title" className={styles.title}>
        Ventas por tipo de entrada
      </h2>
      <p className={styles.hint}>
        Vendidas incluye entradas pagadas, reservas gratis y cortesías; apartadas, las compras aún sin pagar. Dinero: lo
        cobrado con IVA y cargos.
      </p>
      <DataErrorBoundary message={ADMIN_MESSAGES.salesLoadFailed}>
        <TypeSalesFigures eventId={eventId} types={types} version={version} />
      </DataErrorBoundary>
      <Button size="small" variant="secondary" onClick={() => setVersion((value) => value + 1)}>
        Actualizar cifras
      </Button>
    </section>
  );
}

function TypeSalesFigures({ eventId, types, version }: { eventId: string; types: TicketType[]; version: number }) {
  const rows = useTypeSalesRows(eventId, types, version);
  return <TypeSalesTable rows={rows} />;
}

function BoxOfficeShiftsSection({ eventId }: { eventId: string }) {
  const [version, setVersion] = useState(0);
  return (
    <section className={styles.section} aria-labelledby="box-office-shifts-title">
      <h2 id="box-office-shifts-title" className={styles.title}>
        Cierres de caja en taquilla
      </h2>
      <p className={styles.hint}>
        Cada cierre suma las ventas en la puerta de quien cerró desde su cierre anterior; ese dinero ya lo tiene el
        organizador.
      </p>
      <DataErrorBoundary message={ADMIN_MESSAGES.shiftsLoadFailed}>
        <BoxOfficeShiftsFigures eventId={eventId} version={version} />
      </DataErrorBoundary>
      <Button size="small" variant="secondary" onClick={() => setVersion((value) => value + 1)}>
        Actualizar cierres
      </Button>
    </section>
  );
}

function BoxOfficeShiftsFigures({ eventId, version }: { eventId: string; version: number }) {
  return <BoxOfficeShiftsTable shifts={useBoxOfficeShifts(eventId, version)} />;
}
