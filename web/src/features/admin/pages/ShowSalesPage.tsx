import { useParams } from 'react-router-dom';
import type { TicketType } from '@carcajada/domain';
import { DataErrorBoundary, SectionLoading } from '../../../components/errors/DataErrorBoundary';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button } from '../../../components/ui/Button';
import { eventDateTimeLabel } from '../../events';
import { useAdminEvent } from '../api/admin-event';
import { useAdminTicketTypes } from '../api/admin-ticket-types';
import { invalidateBoxOfficeShifts, useBoxOfficeShifts } from '../api/box-office-shifts';
import { invalidateTypeSales, useTypeSalesRows } from '../api/type-sales';
import { AdminHeader } from '../components/AdminHeader';
import { BoxOfficeShiftsTable } from '../components/BoxOfficeShiftsTable';
import { DemandPanel } from '../components/DemandPanel';
import { PromoCodesSection } from '../components/PromoCodesSection';
import { TypeSalesTable } from '../components/TypeSalesTable';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import styles from '../components/ShowSales.module.css';

/** A show's sales per ticket type, its closed tills and its promo codes (/administrador/shows/:eventId/ventas). */
export default function ShowSalesPage() {
  const { eventId = '' } = useParams();
  return (
    <PageLayout>
      <DataErrorBoundary message={ADMIN_MESSAGES.eventLoadFailed}>
        <ShowSales eventId={eventId} />
      </DataErrorBoundary>
    </PageLayout>
  );
}

function ShowSales({ eventId }: { eventId: string }) {
  const event = useAdminEvent(eventId);
  const types = useAdminTicketTypes(eventId);
  if (event === undefined || types === undefined) return <SectionLoading />;
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
      <DemandPanel event={event} />
      <TypeSalesSection eventId={eventId} types={types} />
      <BoxOfficeShiftsSection eventId={eventId} />
      <PromoCodesSection eventId={eventId} types={types} />
    </>
  );
}

function TypeSalesSection({ eventId, types }: { eventId: string; types: TicketType[] }) {
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
        <TypeSalesFigures eventId={eventId} types={types} />
      </DataErrorBoundary>
      <Button size="small" variant="secondary" onClick={() => invalidateTypeSales(eventId)}>
        Actualizar cifras
      </Button>
    </section>
  );
}

function TypeSalesFigures({ eventId, types }: { eventId: string; types: TicketType[] }) {
  const rows = useTypeSalesRows(eventId, types);
  return rows ? <TypeSalesTable rows={rows} /> : <SectionLoading />;
}

function BoxOfficeShiftsSection({ eventId }: { eventId: string }) {
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
        <BoxOfficeShiftsFigures eventId={eventId} />
      </DataErrorBoundary>
      <Button size="small" variant="secondary" onClick={() => invalidateBoxOfficeShifts(eventId)}>
        Actualizar cierres
      </Button>
    </section>
  );
}

function BoxOfficeShiftsFigures({ eventId }: { eventId: string }) {
  const shifts = useBoxOfficeShifts(eventId);
  return shifts ? <BoxOfficeShiftsTable shifts={shifts} /> : <SectionLoading />;
}
