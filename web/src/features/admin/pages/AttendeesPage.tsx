import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { type ComedyEvent } from '@carcajada/domain';
import { DataErrorBoundary, SectionLoading } from '../../../components/errors/DataErrorBoundary';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { eventDateTimeLabel } from '../../events';
import { useAdminEvent } from '../api/admin-event';
import { useRefundTicket } from '../api/refund-ticket';
import { AdminHeader } from '../components/AdminHeader';
import { AttendeeList } from '../components/AttendeeList';
import { DoorStaffSection } from '../components/DoorStaffSection';
import { RefundDialog } from '../components/RefundDialog';
import { useAttendees } from '../hooks/use-attendees';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { matchesSearch, type Attendee } from '../utils/attendee-status';
import { attendeesCsv, attendeesCsvFileName } from '../utils/attendees-csv';
import { downloadTextFile } from '../../../lib/download-file';
import styles from './AttendeesPage.module.css';

/** A show's attendees (/administrador/shows/:eventId/asistentes): search, CSV, refunds. */
export default function AttendeesPage() {
  const { eventId = '' } = useParams();
  return (
    <PageLayout>
      <DataErrorBoundary message={ADMIN_MESSAGES.eventLoadFailed}>
        <ShowAttendees eventId={eventId} />
      </DataErrorBoundary>
    </PageLayout>
  );
}

function ShowAttendees({ eventId }: { eventId: string }) {
  const event = useAdminEvent(eventId);
  if (event === undefined) return <SectionLoading />;
  if (!event)
    return (
      <>
        <AdminHeader title="Asistentes" back="/administrador" />
        <FormAlert tone="error">{ADMIN_MESSAGES.eventNotFound}</FormAlert>
      </>
    );
  return (
    <>
      <AdminHeader
        title={`Asistentes · ${event.name}`}
        subtitle={`${eventDateTimeLabel(event)} · ${event.venue.name} · ${event.city}`}
        back="/administrador"
      />
      <AttendeesSection key={event.id} event={event} />
      <DoorStaffSection eventId={event.id} />
    </>
  );
}

function AttendeesSection({ event }: { event: ComedyEvent }) {
  const { attendees, failed } = useAttendees(event.id);
  const [search, setSearch] = useState('');
  const [refunding, setRefunding] = useState<Attendee | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refund = useRefundTicket();

  if (failed) return <FormAlert tone="error">{ADMIN_MESSAGES.attendeesLoadFailed}</FormAlert>;
  if (!attendees)
    return (
      <div className={styles.loading}>
        <Spinner label="Cargando asistentes…" />
      </div>
    );

  const shown = attendees.filter((attendee) => matchesSearch(attendee, search));
  const seats = attendees.reduce((sum, attendee) => sum + attendee.quantity, 0);

  async function confirmRefund() {
    if (!refunding) return;
    if (await refund.refund(refunding.ticketId)) {
      setRefunding(null);
      setNotice(ADMIN_MESSAGES.refundRequested);
    }
  }

  function closeDialog() {
    refund.clearFailure();
    setRefunding(null);
  }

  return (
    <section aria-label="Lista de asistentes">
      <div className={styles.tools}>
        <Input
          label="Buscar por nombre, correo, teléfono o referencia"
          type="search"
          value={search}
          onChange={(change) => setSearch(change.target.value)}
        />
        <Button
          variant="secondary"
          disabled={attendees.length === 0}
          onClick={() =>
            downloadTextFile(
              attendeesCsv(attendees, { pulepCode: event.pulep_code }),
              attendeesCsvFileName(event.slug),
              'text/csv;charset=utf-8',
            )
          }
        >
          Descargar CSV
        </Button>
      </div>
      <p className={styles.summary}>
        {attendees.length} {attendees.length === 1 ? 'ticket' : 'tickets'} · {seats}{' '}
        {seats === 1 ? 'entrada' : 'entradas'} (todos los estados)
      </p>
      {notice && (
        <div className={styles.notice}>
          <FormAlert tone="success">{notice}</FormAlert>
        </div>
      )}
      {attendees.length === 0 ? (
        <p className={styles.empty}>{ADMIN_MESSAGES.noAttendees}</p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{ADMIN_MESSAGES.noMatches}</p>
      ) : (
        <AttendeeList attendees={shown} onRefund={setRefunding} />
      )}
      {refunding && (
        <RefundDialog
          attendee={refunding}
          refunding={refund.refunding}
          failure={refund.failure}
          onConfirm={() => void confirmRefund()}
          onClose={closeDialog}
        />
      )}
    </section>
  );
}
