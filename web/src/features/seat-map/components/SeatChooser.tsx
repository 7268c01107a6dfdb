import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { refusalMessage } from '@carcajada/domain';
import type { SeatTakenDetails } from '@carcajada/domain/seating';
import { Button } from '../../../components/ui/Button';
import { useDatePlan } from '../api/get-date-plan';
import { useSeatViews } from '../api/watch-seat-views';
import { bestChoiceNote, type SeatChoice } from '../utils/seat-choice';
import { firstFreeSeat, seatMapModel, seatsLostMeanwhile, suggestedSeats, toggleSeat } from '../utils/seat-map-model';
import { SeatList } from './SeatList';
import { SeatMap } from './SeatMap';
import { frameCategories } from '../utils/frame-categories';
import { MapPlaceholder, SeatChooserFrame } from './SeatChooserFrame';

export interface SeatChooserProps {
  eventId: string;
  planId: string;
  /** Category name → its ticket type's price; a category absent is not sold on this date. */
  prices: Readonly<Record<string, number>>;
  /** Category name → the most seats one order takes (its type's per-order limit, the seats left). */
  limits: Readonly<Record<string, number>>;
  choice: SeatChoice;
  /** What the live region says under the map (why the choice changed); '' for nothing. */
  note: string;
  /** A new choice and what to say about it. */
  onChange: (choice: SeatChoice, note?: string) => void;
  /** The last `seatTaken` answer: its lost seats are let go and its suggestion chosen. */
  taken: SeatTakenDetails | null;
  disabled?: boolean;
}

const LOST_MEANWHILE = 'Alguien tomó una silla que habías elegido: la quitamos de tu pedido.';

/**
 * A seated date's seat chooser (a lazy chunk, loaded only for seated dates): the map, or the same
 * seats as a list, a legend with prices, "Mejores disponibles", and a live region that says what
 * changed. The plan is read once and each zone's view followed live.
 */
export default function SeatChooser({
  eventId,
  planId,
  prices,
  limits,
  choice,
  note,
  onChange,
  taken,
  disabled = false,
}: SeatChooserProps) {
  const plan = useDatePlan(planId);
  const zoneIds = useMemo(() => plan.data?.zones.map((zone) => zone.id) ?? [], [plan.data]);
  const { views, ready, error } = useSeatViews(eventId, zoneIds);
  const model = useMemo(
    () => (plan.data ? seatMapModel(plan.data, views, (name) => name in prices) : null),
    [plan.data, views, prices],
  );
  const [asList, setAsList] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const answered = useRef<SeatTakenDetails | null>(null);
  // a tap shows its seat at once; the order (the rest of the checkout) follows as a transition
  const [tapped, setTapped] = useState<{ basis: SeatChoice; next: SeatChoice } | null>(null);
  const shown = tapped?.basis === choice ? tapped.next : choice;
  const chosen = useMemo(() => new Set(shown.kind === 'seats' ? shown.seats.map((seat) => seat.id) : []), [shown]);

  // seatTaken: the seats lost go, the suggestion is chosen, and the domain's message is said
  useEffect(() => {
    if (!model || !ready || taken === answered.current) return;
    answered.current = taken;
    if (taken)
      onChange(
        { kind: 'seats', seats: suggestedSeats(taken, model) },
        refusalMessage({ reason: 'seatTaken', ...taken }),
      );
  }, [model, ready, taken, onChange]);

  // a newer view shows a chosen seat taken by someone else: it goes, and the buyer is told
  useEffect(() => {
    if (!model || !ready || choice.kind !== 'seats') return;
    const lost = seatsLostMeanwhile(choice.seats, model);
    if (lost.length === 0) return;
    onChange({ kind: 'seats', seats: choice.seats.filter((seat) => !lost.includes(seat.id)) }, LOST_MEANWHILE);
  }, [model, ready, choice, onChange]);

  const categories = useMemo(
    () => frameCategories(prices, limits, plan.data?.categories),
    [prices, limits, plan.data?.categories],
  );
  const failed = Boolean(plan.error || error);
  const firstFree = useMemo(() => (model ? firstFreeSeat(model) : null), [model]);
  const active = activeId !== null && model?.seats.has(activeId) ? activeId : firstFree;

  function toggle(id: string) {
    const seat = model?.seats.get(id);
    if (!seat || disabled) return;
    const result = toggleSeat(shown.kind === 'seats' ? shown.seats : [], seat, limits[seat.categoryName] ?? 1);
    const next: SeatChoice = { kind: 'seats', seats: result.seats };
    setTapped({ basis: choice, next });
    startTransition(() => onChange(next, result.note ?? ''));
  }

  const requestBest = useCallback(
    (category: string, quantity: number) =>
      onChange({ kind: 'best', category, quantity }, bestChoiceNote(category, quantity)),
    [onChange],
  );

  return (
    <SeatChooserFrame
      categories={categories}
      asList={asList}
      onToggleList={() => setAsList((value) => !value)}
      note={note}
      onRequestBest={requestBest}
      disabled={disabled}
    >
      {failed ? (
        <MapPlaceholder>
          <p role="alert">No pudimos cargar el mapa de sillas.</p>
          <Button variant="secondary" onClick={plan.refetch}>
            Reintentar
          </Button>
        </MapPlaceholder>
      ) : !model || !ready ? (
        <MapPlaceholder />
      ) : asList ? (
        <SeatList model={model} chosen={chosen} onToggle={toggle} prices={prices} />
      ) : (
        <SeatMap
          model={model}
          chosen={chosen}
          activeId={active}
          onActiveChange={setActiveId}
          onToggle={toggle}
          prices={prices}
        />
      )}
    </SeatChooserFrame>
  );
}
