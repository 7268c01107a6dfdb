import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  EVENT_CITIES,
  EXTERNAL_EVENT_TYPE,
  INTERNAL_EVENT_TYPE,
  PULEP_CODE_MAX,
  PULEP_MESSAGES,
  validateEventForm,
  validateTicketTypes,
  type ComedyEvent,
  type EventFormErrors,
  type EventFormInput,
  type TicketTypeErrors,
  type TicketTypeInput,
} from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { Button } from '../../../components/ui/Button';
import { Input, TextArea } from '../../../components/ui/Input';
import { EventCard } from '../../events';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import {
  draftNeedsPulep,
  formFromDraft,
  isSeatedDraft,
  previewEvent,
  quotaFromDraft,
  typesFromDraft,
  type EventDraft,
} from '../utils/event-draft';
import type { TicketTypeDraft } from '../utils/ticket-type-draft';
import type { SeatedDateInput } from '@carcajada/domain/seating';
import { seatingErrors, seatingRequest, type SeatingDraft } from '../utils/seated-date-draft';
import { SeatedDateSection } from './SeatedDateSection';
import { PosterPicker } from './PosterPicker';
import { TicketTypesEditor } from './TicketTypesEditor';
import { CheckLabel, Choice } from '../../../components/form/Choice';
import styles from './EventForm.module.css';

export interface EventFormProps {
  initial: EventDraft;
  /** The stored event when editing (its sold seats shape the preview). */
  stored: ComedyEvent | null;
  saving: boolean;
  /** The server's refusal: its field messages go on the fields, the rest above the button. */
  serverErrors: EventFormErrors;
  /** The server's messages on ticket types, keyed `<index>.<field>` (and `list`). */
  serverTypeErrors?: TicketTypeErrors;
  /** The server's message on "Cupos para taquilla" (`boxOfficeQuota`). */
  serverQuotaError?: string | null;
  /** The server's messages on the plan's categories and door seats (`seat_categories`, `box_office_seats`). */
  serverSeatingErrors?: SeatingErrors;
  /** The date's organizer, whose seating plans it may use (null: none, the date sells by quantity). */
  organizerId?: string | null;
  serverMessage: string | null;
  submitLabel: string;
  /**
   * `ticketTypes` absent: the show's types are left as they are; `boxOfficeQuota`: the door's seats;
   * `seating`: a seated date's plan, categories and door seats (absent: general admission).
   */
  onSubmit: (
    form: EventFormInput,
    ticketTypes: TicketTypeInput[] | undefined,
    boxOfficeQuota: number,
    seating?: SeatedDateInput,
  ) => void;
}

export interface SeatingErrors {
  seat_categories?: string;
  box_office_seats?: string;
}

const NO_SEATING_ERRORS: SeatingErrors = {};

const NO_TYPE_ERRORS: TicketTypeErrors = {};
/** Marks every server message on types as outdated (a type was added, moved or removed). */
const TYPES_RESHAPED = 'ticketTypes:*';

type TextField =
  | 'name'
  | 'city'
  | 'venueName'
  | 'venueAddress'
  | 'date'
  | 'time'
  | 'ticketPrice'
  | 'capacity'
  | 'recurrencePattern'
  | 'externalUrl'
  | 'pulepCode'
  | 'boxOfficeQuota';

/** Every field of a show, Spanish messages on each field, and the card as the home shows it. */
export function EventForm(props: EventFormProps) {
  const { initial, stored, saving, serverErrors, serverMessage, submitLabel, onSubmit } = props;
  const serverTypeErrors = props.serverTypeErrors ?? NO_TYPE_ERRORS;
  const [draft, setDraft] = useState(initial);
  const [clientErrors, setClientErrors] = useState<EventFormErrors | null>(null);
  const [clientTypeErrors, setClientTypeErrors] = useState<TicketTypeErrors>(NO_TYPE_ERRORS);
  const [clientQuotaError, setClientQuotaError] = useState<string | null>(null);
  const [clientSeatingErrors, setClientSeatingErrors] = useState<SeatingErrors>(NO_SEATING_ERRORS);
  // a field's server message stays until that field is edited
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<string>>(new Set());
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  const [lastServerTypeErrors, setLastServerTypeErrors] = useState(serverTypeErrors);
  if (lastServerErrors !== serverErrors || lastServerTypeErrors !== serverTypeErrors) {
    setLastServerErrors(serverErrors);
    setLastServerTypeErrors(serverTypeErrors);
    setEditedSinceServer(new Set());
  }
  const descriptionId = useId();
  const pulepHelpId = useId();
  const external = draft.eventType === EXTERNAL_EVENT_TYPE;

  function errorOf(field: TextField | keyof EventFormInput): string | undefined {
    if (field === 'boxOfficeQuota')
      return clientQuotaError ?? (editedSinceServer.has(field) ? undefined : (props.serverQuotaError ?? undefined));
    const server = editedSinceServer.has(field) ? undefined : serverErrors[field];
    return clientErrors?.[field] ?? server;
  }

  function update<K extends keyof EventDraft>(field: K, value: EventDraft[K]) {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setClientErrors((previous) => (previous ? { ...previous, [field]: undefined } : previous));
    if (field === 'boxOfficeQuota') setClientQuotaError(null);
    if (field === 'seating') setClientSeatingErrors(NO_SEATING_ERRORS);
    setEditedSinceServer((previous) => new Set(previous).add(field));
  }

  /** Client messages first, then the server's on fields not edited since (none once the list was reshaped). */
  function typeErrors(): TicketTypeErrors {
    const server = editedSinceServer.has(TYPES_RESHAPED)
      ? {}
      : Object.fromEntries(
          Object.entries(serverTypeErrors).filter(([key]) => !editedSinceServer.has(`ticketTypes.${key}`)),
        );
    return { ...server, ...clientTypeErrors };
  }

  function updateTypes(ticketTypes: TicketTypeDraft[], edited: string | null) {
    setDraft((previous) => ({ ...previous, ticketTypes }));
    setClientTypeErrors((previous) => {
      if (edited === null) return NO_TYPE_ERRORS;
      const next = { ...previous };
      delete next[edited];
      // a window's end is judged against its start, and a name against the others
      if (edited.endsWith('.saleStartsAt')) delete next[edited.replace('saleStartsAt', 'saleEndsAt')];
      delete next.list;
      return next;
    });
    setEditedSinceServer((previous) => new Set(previous).add(edited ? `ticketTypes.${edited}` : TYPES_RESHAPED));
  }

  function textProps(field: TextField) {
    return {
      name: field,
      value: draft[field],
      error: errorOf(field),
      onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateEventForm(formFromDraft(draft));
    const ticketTypes = typesFromDraft(draft);
    const capacity = result.ok ? result.value.capacity : null;
    const types = validateTicketTypes(ticketTypes, capacity);
    // a published paid date without its PULEP code is refused by saveEvent too (pulepRequired)
    const pulep = result.ok && draftNeedsPulep(draft) ? { pulepCode: PULEP_MESSAGES.required } : null;
    setClientErrors(result.ok ? pulep : result.fieldErrors);
    setClientTypeErrors(types.ok ? NO_TYPE_ERRORS : types.fieldErrors);
    const quota = quotaFromDraft(draft);
    setClientQuotaError('error' in quota ? quota.error : null);
    const seated = isSeatedDraft(draft);
    const seating = seated ? seatingErrors(draft.seating, draft.ticketTypes) : NO_SEATING_ERRORS;
    setClientSeatingErrors(seating);
    if (!result.ok || !types.ok || pulep || 'error' in quota || seating.seat_categories) return;
    // no types to send: the show's types are left as they are
    const seatedFields = seated ? seatingRequest(draft.seating, draft.ticketTypes) : undefined;
    onSubmit(result.value, ticketTypes ? types.value : undefined, quota.value, seatedFields);
  }

  /** Client messages first, then the server's until the plan section is edited. */
  function seatingErrorsShown(): SeatingErrors {
    const server = editedSinceServer.has('seating') ? NO_SEATING_ERRORS : (props.serverSeatingErrors ?? {});
    return { ...server, ...clientSeatingErrors };
  }

  const hasClientErrors =
    (clientErrors !== null && Object.values(clientErrors).some(Boolean)) ||
    Object.keys(clientTypeErrors).length > 0 ||
    Boolean(clientSeatingErrors.seat_categories);
  const withTypes = !external && draft.ticketTypes.length > 0;
  const seated = isSeatedDraft(draft);
  const organizerId = props.organizerId ?? null;
  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate aria-describedby={descriptionId}>
        <p id={descriptionId} className={styles.hint}>
          Fecha y hora en hora de Bogotá. Los campos con * son obligatorios.
        </p>
        <Input label="Nombre del show" required maxLength={120} {...textProps('name')} />
        <TextArea
          label="Descripción"
          name="description"
          rows={5}
          required
          value={draft.description}
          error={errorOf('description')}
          onChange={(event) => update('description', event.target.value)}
        />
        <Fieldset legend="Lugar">
          <Input label="Ciudad" required list="admin-city-suggestions" {...textProps('city')} />
          <datalist id="admin-city-suggestions">
            {EVENT_CITIES.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
          <Input label="Nombre del lugar" required {...textProps('venueName')} />
          <Input label="Dirección" required {...textProps('venueAddress')} />
        </Fieldset>
        <Fieldset legend="Fecha y hora (Bogotá)">
          <div className={styles.pair}>
            <Input label="Fecha" type="date" required {...textProps('date')} />
            <Input label="Hora" type="time" required {...textProps('time')} />
          </div>
          <CheckLabel>
            <input
              type="checkbox"
              name="isRecurring"
              checked={draft.isRecurring}
              onChange={(event) => update('isRecurring', event.target.checked)}
            />
            Se repite
          </CheckLabel>
          {draft.isRecurring && (
            <Input
              label="Cuándo se repite"
              placeholder="Todos los jueves"
              required
              {...textProps('recurrencePattern')}
            />
          )}
        </Fieldset>
        <Fieldset legend="Entradas" error={errorOf('eventType')}>
          <div className={styles.choices}>
            <Choice
              name="eventType"
              checked={!external}
              label="Se venden en Carcajada"
              onChange={() => update('eventType', INTERNAL_EVENT_TYPE)}
            />
            <Choice
              name="eventType"
              checked={external}
              label="Se venden en un sitio externo"
              onChange={() => update('eventType', EXTERNAL_EVENT_TYPE)}
            />
          </div>
          {external && (
            <Input
              label="Enlace de compra externo"
              type="url"
              placeholder="https://"
              required
              {...textProps('externalUrl')}
            />
          )}
          <div className={styles.pair}>
            {!withTypes && (
              <Input label="Precio por entrada (COP)" inputMode="numeric" required {...textProps('ticketPrice')} />
            )}
            {!seated && (
              <Input label="Capacidad (sillas)" inputMode="numeric" required={!external} {...textProps('capacity')} />
            )}
            {!external && !seated && (
              <Input label="Cupos para taquilla" inputMode="numeric" placeholder="0" {...textProps('boxOfficeQuota')} />
            )}
          </div>
          <p className={styles.hint}>
            {withTypes
              ? 'Cada tipo tiene su precio; la cartelera muestra el más bajo a la venta.'
              : 'Precio 0 = entrada libre (reserva sin pago).'}
            {external && ' Sin capacidad, un show externo no tiene límite de cupos aquí.'}
            {!external &&
              !seated &&
              ' Cupos para taquilla: sillas que no se venden en línea y quedan para vender en la puerta (0 = ninguna).'}
            {seated && ' Con plano de sala, la capacidad y la taquilla salen del plano (abajo).'}
          </p>
        </Fieldset>
        {!external && organizerId && (
          <Fieldset legend="Sillas numeradas">
            <SeatedDateSection
              organizerId={organizerId}
              seating={draft.seating}
              types={draft.ticketTypes}
              errors={seatingErrorsShown()}
              onChange={(seating: SeatingDraft) => update('seating', seating)}
            />
          </Fieldset>
        )}
        {!external && (
          <Fieldset legend="Registro PULEP">
            <Input
              label="Código PULEP"
              placeholder="Ej.: ABC123"
              autoCapitalize="characters"
              maxLength={PULEP_CODE_MAX}
              aria-describedby={pulepHelpId}
              {...textProps('pulepCode')}
            />
            <p id={pulepHelpId} className={styles.hint}>
              {PULEP_MESSAGES.help}
            </p>
          </Fieldset>
        )}
        {!external && (
          <Fieldset legend="Tipos de entrada">
            <TicketTypesEditor types={draft.ticketTypes} errors={typeErrors()} onChange={updateTypes} />
          </Fieldset>
        )}
        <PosterPicker
          value={draft.coverImageUrl}
          error={errorOf('coverImageUrl')}
          onChange={(url) => update('coverImageUrl', url)}
        />
        <Fieldset legend="Estado" error={errorOf('status')}>
          <div className={styles.choices}>
            <Choice
              name="status"
              checked={draft.status === 'active'}
              label="Publicado (se ve en la cartelera)"
              onChange={() => update('status', 'active')}
            />
            <Choice
              name="status"
              checked={draft.status === 'inactive'}
              label="Oculto"
              onChange={() => update('status', 'inactive')}
            />
          </div>
        </Fieldset>
        {hasClientErrors && <FormAlert tone="error">{ADMIN_MESSAGES.fixFields}</FormAlert>}
        {!hasClientErrors && serverMessage && <FormAlert tone="error">{serverMessage}</FormAlert>}
        <Button type="submit" loading={saving} fullWidth>
          {saving ? 'Guardando…' : submitLabel}
        </Button>
      </form>
      <aside className={styles.preview} aria-label="Vista previa de la tarjeta">
        <h2 className={styles.previewTitle}>Así se verá en la cartelera</h2>
        {/* the card's own link would lead to a show that may not exist yet */}
        <div inert>
          <EventCard event={previewEvent(draft, stored)} />
        </div>
      </aside>
    </div>
  );
}

function Fieldset({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
