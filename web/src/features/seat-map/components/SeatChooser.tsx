import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { refusalMessage } from '@carcajada/domain';
import type { SeatTakenDetails } from '@carcajada/domain/seating';
import { Button } from '../../../components/ui/Button';
import { afterNextPaint } from '../../../lib/when-idle';
import { useDatePlan } from '../api/get-date-plan';
import { useSeatViews } from '../api/watch-seat-views';
import { bestChoiceNote, latestChoice, type PendingChoice, type SeatChoice } from '../utils/seat-choice';
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

/** A choice made on the map or the list, shown before the checkout's state has it. */
interface Tapped extends PendingChoice {
  note: string;
  /** The seat toggled: the map's keyboard goes on from it. */
  seatId: string;
}

function chosenIds(choice: SeatChoice): ReadonlySet<string> {
  return new Set(choice.kind === 'seats' ? choice.seats.map((seat) => seat.id) : []);
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
  // the latest tap, list or key press, shown at once; the order (the rest of the checkout) follows
  const latest = useRef<Tapped | null>(null);
  // the choices made here: the checkout's echo of an earlier one does not undo a later tap
  const own = useRef(new WeakSet<SeatChoice>());
  const commitScheduled = useRef(false);
  // renders the latest tap (the map painted it already; the ref holds it until React catches up)
  const [, setCommitted] = useState<Tapped | null>(null);
  // eslint-disable-next-line react-hooks/refs -- a render between a tap's paint and its commit keeps the tap
  const shown = latestChoice(latest.current, choice, own.current);
  const chosen = useMemo(() => chosenIds(shown), [shown]);

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

  /** The choice after toggling `id`, from the latest tap even if React has not rendered it yet. */
  function toggled(id: string): Tapped | null {
    const seat = model?.seats.get(id);
    if (!seat || disabled) return null;
    const current = latestChoice(latest.current, choice, own.current);
    const result = toggleSeat(current.kind === 'seats' ? current.seats : [], seat, limits[seat.categoryName] ?? 1);
    return { basis: choice, next: { kind: 'seats', seats: result.seats }, note: result.note ?? '', seatId: id };
  }

  function commit(tap: Tapped) {
    own.current.add(tap.next);
    setCommitted(tap);
    startTransition(() => onChange(tap.next, tap.note));
  }

  /** The list's checkboxes are React's own, and the keyboard's seat moves next: rendered at once. */
  function toggleNow(id: string): ReadonlySet<string> | null {
    const tap = toggled(id);
    if (!tap) return null;
    latest.current = tap;
    commit(tap);
    return chosenIds(tap.next);
  }

  /**
   * The map paints the tapped seat itself before the browser's next frame; the chooser's state and
   * the checkout follow in a task after that paint, so the tap's frame carries only the seat (the
   * first tap of a visit also runs React's update code for the first time). Returns the chosen ids.
   */
  function toggleOnMap(id: string, by: 'pointer' | 'keyboard'): ReadonlySet<string> | null {
    if (by === 'keyboard') return toggleNow(id);
    const tap = toggled(id);
    if (!tap) return null;
    latest.current = tap;
    if (!commitScheduled.current) {
      commitScheduled.current = true;
      void afterNextPaint().then(() => {
        commitScheduled.current = false;
        setActiveId(latest.current!.seatId);
        commit(latest.current!);
      });
    }
    return chosenIds(tap.next);
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
        <SeatList model={model} chosen={chosen} onToggle={toggleNow} prices={prices} />
      ) : (
        <SeatMap
          model={model}
          chosen={chosen}
          activeId={active}
          onActiveChange={setActiveId}
          onToggle={toggleOnMap}
          prices={prices}
        />
      )}
    </SeatChooserFrame>
  );
}
