import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  duplicateForNextWeek,
  PRIORITY_DEFAULT_HOURS,
  PRIORITY_TEXTS,
  eventFormFromEvent,
  type ComedyEvent,
  type EventFormInput,
  type TicketType,
  type TicketTypeInput,
} from '@carcajada/domain';
import { DataErrorBoundary, SectionLoading } from '../../../components/errors/DataErrorBoundary';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { useAdminEvent } from '../api/admin-event';
import { useAdminTicketTypes } from '../api/admin-ticket-types';
import { useSaveEvent } from '../api/save-event';
import { AdminHeader } from '../components/AdminHeader';
import { EventForm } from '../components/EventForm';
import { ShowDatesSection } from '../components/ShowDatesSection';
import { OnSaleSection } from '../components/OnSaleSection';
import { PriorityHoursField } from '../components/PriorityHoursField';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import type { AdminNotice } from '../utils/admin-notice';
import { draftFromForm, emptyDraft, type EventDraft } from '../utils/event-draft';
import { typeDraftFromType } from '../utils/ticket-type-draft';
import { seatingFromEvent } from '../utils/seated-date-draft';
import { useShowScope } from '../hooks/use-show-scope';
import type { SeatedDateInput } from '@carcajada/domain/seating';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type Mode = 'create' | 'edit' | 'duplicate' | 'demand';

const TITLES: Record<Mode, string> = {
  create: 'Nuevo show',
  edit: 'Editar show',
  duplicate: 'Misma función la próxima semana',
  demand: PRIORITY_TEXTS.editorTitle,
};

/**
 * Create (/administrador/shows/nuevo; ?duplicar=<id> for next week's copy, ?demanda=<id> for
 * another date of a sold-out one, offered first to its demand) or edit a show.
 */
export default function EventEditorPage() {
  const { eventId } = useParams();
  const [searchParams] = useSearchParams();
  const duplicateOf = searchParams.get('duplicar');
  const demandOf = searchParams.get('demanda');
  const mode: Mode = eventId ? 'edit' : duplicateOf ? 'duplicate' : demandOf ? 'demand' : 'create';
  const sourceId = eventId ?? duplicateOf ?? demandOf;
  return (
    <PageLayout>
      <AdminHeader title={TITLES[mode]} back="/administrador" />
      <DataErrorBoundary message={ADMIN_MESSAGES.eventLoadFailed}>
        {sourceId ? (
          <StoredEventEditor eventId={sourceId} mode={mode} />
        ) : (
          <Editor initial={emptyDraft()} stored={null} mode={mode} />
        )}
      </DataErrorBoundary>
    </PageLayout>
  );
}

/** Read on every visit: the show may have changed since the last one. */
function StoredEventEditor({ eventId, mode }: { eventId: string; mode: Mode }) {
  const event = useAdminEvent(eventId);
  const types = useAdminTicketTypes(eventId);
  if (event === undefined || types === undefined) return <SectionLoading />;
  if (!event) return <FormAlert tone="error">{ADMIN_MESSAGES.eventNotFound}</FormAlert>;
  const form = eventFormFromEvent(event);
  // next week's copy gets the same types, new ones, their sale windows a week later too
  const copy = (next: EventFormInput) => {
    const drafts = types.map((type) => typeDraftFromType(type, true, WEEK_MS));
    return draftFromForm(next, drafts, false, event.box_office_quota, seatingFromEvent(event, types, drafts, true));
  };
  const organizerId = event.organizerId ?? null;
  if (mode === 'demand')
    // the new date needs its own PULEP code, published: its offers go out when it is saved
    return (
      <Editor
        initial={copy({ ...duplicateForNextWeek(form), pulepCode: '', status: 'active' })}
        stored={null}
        mode={mode}
        priorityFrom={event.id}
        organizerId={organizerId}
      />
    );
  return mode === 'duplicate' ? (
    <Editor initial={copy(duplicateForNextWeek(form))} stored={null} mode={mode} organizerId={organizerId} />
  ) : (
    <>
      <Editor initial={storedDraft(event, form, types)} stored={event} mode={mode} organizerId={organizerId} />
      <ShowDatesSection event={event} />
      <OnSaleSection event={event} />
    </>
  );
}

/** The stored date as the form opens it, its seating pointing at its types' drafts. */
function storedDraft(event: ComedyEvent, form: EventFormInput, types: TicketType[]): EventDraft {
  const drafts = types.map((type) => typeDraftFromType(type));
  return draftFromForm(form, drafts, true, event.box_office_quota, seatingFromEvent(event, types, drafts));
}

interface EditorProps {
  initial: EventDraft;
  stored: ComedyEvent | null;
  mode: Mode;
  /** The date's organizer (its seating plans); a new show of an ORGANIZER is its own. */
  organizerId?: string | null;
  /** The sold-out date whose demand is offered the new one first. */
  priorityFrom?: string;
}

function Editor({ initial, stored, mode, priorityFrom, organizerId }: EditorProps) {
  const navigate = useNavigate();
  const scope = useShowScope();
  const owner = organizerId !== undefined ? organizerId : scope.role === 'ORGANIZER' ? scope.organizerId : null;
  const { saving, failure, save } = useSaveEvent();
  const [priorityHours, setPriorityHours] = useState(String(PRIORITY_DEFAULT_HOURS));

  async function submit(
    form: EventFormInput,
    ticketTypes: TicketTypeInput[] | undefined,
    boxOfficeQuota: number,
    seating: SeatedDateInput | undefined,
  ) {
    const priority = priorityFrom ? { fromEventId: priorityFrom, hours: Number(priorityHours) } : undefined;
    const saved = await save(form, ticketTypes, boxOfficeQuota, priority, seating, owner);
    if (!saved) return;
    const notice: AdminNotice = {
      text: mode === 'edit' ? ADMIN_MESSAGES.saved : ADMIN_MESSAGES.created,
      slug: form.status === 'active' ? saved.slug : null,
    };
    navigate('/administrador', { state: { notice } });
  }

  return (
    <>
      {priorityFrom && (
        <PriorityHoursField value={priorityHours} onChange={setPriorityHours} error={failure?.priorityError ?? null} />
      )}
      <EventForm
        initial={initial}
        stored={stored}
        saving={saving}
        serverErrors={failure?.fieldErrors ?? NO_ERRORS}
        serverTypeErrors={failure?.typeErrors ?? NO_ERRORS}
        serverQuotaError={failure?.quotaError ?? null}
        serverSeatingErrors={failure?.seatingErrors}
        organizerId={owner}
        serverMessage={failure?.message ?? null}
        submitLabel={mode === 'edit' ? 'Guardar cambios' : 'Crear show'}
        onSubmit={(form, ticketTypes, boxOfficeQuota, seating) =>
          void submit(form, ticketTypes, boxOfficeQuota, seating)
        }
      />
    </>
  );
}

const NO_ERRORS = {};
