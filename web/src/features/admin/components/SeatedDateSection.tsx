import { useId, useLayoutEffect } from 'react';
import {
  planSeats,
  seatLabel,
  sellableCategoryNames,
  sellableSeatCount,
  type PlanZone,
  type SeatingPlan,
} from '@carcajada/domain/seating';
import { formatCop } from '@carcajada/domain';
import { useQuery } from '../../../lib/use-query';
import { getSeatingPlan, useSeatingPlans } from '../api/seating-plans';
import { wholeNumber } from '../utils/whole-number';
import { noSeating, withPlanRead, type SeatingDraft } from '../utils/seated-date-draft';
import type { TicketTypeDraft } from '../utils/ticket-type-draft';
import styles from './SeatedDateSection.module.css';

interface Props {
  /** The date's organizer: its plans are offered. */
  organizerId: string;
  seating: SeatingDraft;
  types: readonly TicketTypeDraft[];
  /** Messages on `seat_categories` and `box_office_seats` (the form's or the server's). */
  errors: { seat_categories?: string; box_office_seats?: string };
  onChange: (seating: SeatingDraft) => void;
}

/**
 * "Plano de sala" in the date's form: the organizer's plan (or none: general admission), the
 * ticket type each of its categories is sold as, and the seats kept for the door, as a list by
 * zone and row of native checkboxes (keyboard and screen reader alone; rows wrap at 390 px).
 */
export function SeatedDateSection({ organizerId, seating, types, errors, onChange }: Props) {
  const planSelectId = useId();
  const { data: plans } = useSeatingPlans(organizerId);
  const { data: plan, error: planError } = useQuery(seating.planId ? ['seating-plan', seating.planId] : null, () =>
    getSeatingPlan(seating.planId),
  );
  const read = plan && seating.planId ? plan : null;

  // once the plan is read: its categories and seats, the door kept to seats it sells (before the
  // form is drawn with it, so a submit never sees the plan on screen but not in the draft)
  useLayoutEffect(() => {
    if (!read) return;
    const sellable = new Set<string>();
    for (const { seat } of planSeats(read)) if (!seat.blocked) sellable.add(seat.id);
    const count = sellableSeatCount(read);
    const categories = sellableCategoryNames(read);
    const keptDoor = seating.doorSeats.every((id) => sellable.has(id));
    if (seating.sellableSeats === count && categories.join('\n') === seating.sellableCategories.join('\n') && keptDoor)
      return;
    onChange(withPlanRead(seating, categories, count, sellable));
  }, [read, seating, onChange]);

  function choosePlan(planId: string) {
    onChange(planId ? { ...noSeating(), planId, stored: seating.stored } : { ...noSeating(), stored: seating.stored });
  }

  function mapCategory(name: string, key: string) {
    onChange({ ...seating, categories: { ...seating.categories, [name]: key } });
  }

  function toggleDoorSeat(seatId: string, kept: boolean) {
    const doorSeats = kept ? [...seating.doorSeats, seatId] : seating.doorSeats.filter((id) => id !== seatId);
    onChange({ ...seating, doorSeats });
  }

  return (
    <div className={styles.section}>
      <div className={styles.field}>
        <label htmlFor={planSelectId}>Plano de sala</label>
        <select id={planSelectId} value={seating.planId} onChange={(event) => choosePlan(event.target.value)}>
          {/* a date sold by seat does not go back to general admission */}
          {!seating.stored && <option value="">Sin plano (entrada general)</option>}
          {seating.planId && !plans?.some((candidate) => candidate.id === seating.planId) && (
            <option value={seating.planId}>{read?.name ?? 'Plano de la función'}</option>
          )}
          {plans?.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name} · {candidate.sellable_seats} sillas
            </option>
          ))}
        </select>
      </div>
      {!seating.planId && (
        <p className={styles.hint}>
          Sin plano la función se vende por cantidad. Con un plano cada comprador elige su silla; los planos se crean en
          Salas y planos.
        </p>
      )}
      {seating.planId && planError && (
        <p role="alert" className={styles.error}>
          No pudimos leer el plano. Recarga la página.
        </p>
      )}
      {seating.planId && !read && !planError && <p className={styles.hint}>Leyendo el plano…</p>}
      {read && (
        <>
          <p className={styles.capacity} data-testid="seated-capacity">
            Capacidad: <strong>{sellableSeatCount(read)} sillas</strong> (las del plano que se venden)
          </p>
          <fieldset className={styles.group}>
            <legend>Tipo de entrada de cada localidad</legend>
            {types.length === 0 && (
              <p className={styles.hint}>Agrega abajo un tipo de entrada por localidad con su precio.</p>
            )}
            {sellableCategoryNames(read).map((name) => (
              <CategoryType
                key={name}
                name={name}
                value={seating.categories[name] ?? ''}
                types={types}
                onChange={(key) => mapCategory(name, key)}
              />
            ))}
            {errors.seat_categories && (
              <p role="alert" className={styles.error}>
                {errors.seat_categories}
              </p>
            )}
          </fieldset>
          <DoorSeats plan={read} chosen={seating.doorSeats} error={errors.box_office_seats} onToggle={toggleDoorSeat} />
        </>
      )}
    </div>
  );
}

function CategoryType(props: {
  name: string;
  value: string;
  types: readonly TicketTypeDraft[];
  onChange: (key: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Localidad «{props.name}»</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">Elige un tipo de entrada</option>
        {props.types.map((type) => (
          <option key={type.key} value={type.key}>
            {type.name.trim() || 'Tipo sin nombre'}
            {type.price.trim() ? ` · ${formatCop(wholeNumber(type.price) || 0)}` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

function DoorSeats(props: {
  plan: SeatingPlan;
  chosen: readonly string[];
  error?: string;
  onToggle: (seatId: string, kept: boolean) => void;
}) {
  const chosen = new Set(props.chosen);
  return (
    <fieldset className={styles.group}>
      <legend>Sillas para taquilla</legend>
      <p className={styles.hint} aria-live="polite" data-testid="door-seat-count">
        {chosen.size === 0
          ? 'Ninguna silla queda para la taquilla: todas se venden en línea.'
          : `${chosen.size} ${chosen.size === 1 ? 'silla queda' : 'sillas quedan'} para vender en la puerta (no se venden en línea; sin conexión la taquilla vende solo estas).`}
      </p>
      {props.plan.zones.map((zone) => (
        <ZoneSeats key={zone.id} zone={zone} plan={props.plan} chosen={chosen} onToggle={props.onToggle} />
      ))}
      {props.error && (
        <p role="alert" className={styles.error}>
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

function ZoneSeats(props: {
  zone: PlanZone;
  plan: SeatingPlan;
  chosen: ReadonlySet<string>;
  onToggle: (seatId: string, kept: boolean) => void;
}) {
  const { zone, chosen } = props;
  const inZone = zone.rows.reduce((sum, row) => sum + row.seats.filter((seat) => chosen.has(seat.id)).length, 0);
  const categoryName = (id: string) => props.plan.categories.find((category) => category.id === id)?.name ?? id;
  return (
    <details className={styles.zone} open={inZone > 0}>
      <summary>
        {zone.name} · {inZone} para taquilla
      </summary>
      {zone.rows.map((row) => {
        const seats = row.seats.filter((seat) => !seat.blocked);
        if (seats.length === 0) return null;
        return (
          <fieldset key={row.label} className={styles.row}>
            <legend>Fila {row.label}</legend>
            {seats.map((seat) => (
              <label key={seat.id} className={styles.seat}>
                <input
                  type="checkbox"
                  checked={chosen.has(seat.id)}
                  aria-label={`${seatLabel({ zone: zone.name, row: row.label, number: seat.number })}, ${categoryName(seat.category)}`}
                  onChange={(event) => props.onToggle(seat.id, event.target.checked)}
                />
                <span aria-hidden="true">{seat.number}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </details>
  );
}
