import { formatCop, MAX_TICKETS_PER_ORDER, type BoxOfficeView, type DoorSeatView } from '@carcajada/domain';
import { doorCategories, sellableDoorSeats, type DoorChoice } from '../utils/door-seat-choice';
import styles from './BoxOffice.module.css';

interface Props {
  view: BoxOfficeView;
  seats: readonly DoorSeatView[];
  /** Seats this phone's own sales took (not offered again). */
  takenHere: ReadonlySet<string>;
  online: boolean;
  choice: DoorChoice;
  onChange: (choice: DoorChoice) => void;
}

function priceOf(view: BoxOfficeView, seats: readonly DoorSeatView[], category: string): string {
  const typeId = seats.find((seat) => seat.category === category)?.typeId;
  const type = view.types.find((candidate) => candidate.id === typeId);
  return type ? formatCop(type.price) : 'sin precio';
}

/**
 * A seated date's door: its seats as big checkboxes by category ("Platea · $ 70.000"), sold ones
 * disabled; online also "Mejores disponibles" (category and quantity: the server picks among the
 * door's seats). Offline only seats by name.
 */
export function DoorSeatPicker({ view, seats, takenHere, online, choice, onChange }: Props) {
  const open = new Set(sellableDoorSeats(seats, takenHere).map((seat) => seat.id));
  const categories = doorCategories(seats);
  const chosen = choice.kind === 'seats' ? new Set(choice.seats) : new Set<string>();

  if (seats.length === 0)
    return (
      <p className={styles.note}>
        Esta función no tiene sillas para taquilla: el organizador las marca en el editor de la función.
      </p>
    );

  function toggle(seatId: string, on: boolean) {
    const current = choice.kind === 'seats' ? choice.seats : [];
    onChange({ kind: 'seats', seats: on ? [...current, seatId] : current.filter((id) => id !== seatId) });
  }

  return (
    <>
      {online && (
        <fieldset className={styles.choices}>
          <legend>Sillas</legend>
          <label className={choice.kind === 'seats' ? styles.chosen : undefined}>
            <input
              type="radio"
              name="door-seat-mode"
              checked={choice.kind === 'seats'}
              onChange={() => onChange({ kind: 'seats', seats: [] })}
            />
            <span>Elegir sillas</span>
          </label>
          <label className={choice.kind === 'best' ? styles.chosen : undefined}>
            <input
              type="radio"
              name="door-seat-mode"
              checked={choice.kind === 'best'}
              onChange={() => onChange({ kind: 'best', category: categories[0] ?? '', quantity: 1 })}
            />
            <span>Mejores disponibles</span>
          </label>
        </fieldset>
      )}
      {choice.kind === 'seats' &&
        categories.map((category) => (
          <fieldset key={category} className={styles.choices}>
            <legend>
              {category} · {priceOf(view, seats, category)}
            </legend>
            {seats
              .filter((seat) => seat.category === category)
              .map((seat) => {
                const available = open.has(seat.id) || chosen.has(seat.id);
                return (
                  <label
                    key={seat.id}
                    className={chosen.has(seat.id) ? styles.chosen : available ? undefined : styles.unavailable}
                  >
                    <input
                      type="checkbox"
                      checked={chosen.has(seat.id)}
                      disabled={!available}
                      onChange={(event) => toggle(seat.id, event.target.checked)}
                    />
                    <span>{seat.label}</span>
                    {!available && <small>Vendida</small>}
                  </label>
                );
              })}
          </fieldset>
        ))}
      {choice.kind === 'best' && (
        <>
          <fieldset className={styles.choices}>
            <legend>Localidad</legend>
            {categories.map((category) => (
              <label key={category} className={category === choice.category ? styles.chosen : undefined}>
                <input
                  type="radio"
                  name="door-best-category"
                  checked={category === choice.category}
                  onChange={() => onChange({ ...choice, category })}
                />
                <span>{category}</span>
                <small>
                  {priceOf(view, seats, category)} ·{' '}
                  {[...open].filter((id) => seats.find((seat) => seat.id === id)?.category === category).length} libres
                </small>
              </label>
            ))}
          </fieldset>
          <div className={styles.stepper} role="group" aria-label="Cantidad">
            <button
              type="button"
              onClick={() => onChange({ ...choice, quantity: Math.max(1, choice.quantity - 1) })}
              disabled={choice.quantity <= 1}
              aria-label="Una silla menos"
            >
              −
            </button>
            <output aria-live="polite" data-testid="box-office-quantity">
              {choice.quantity} {choice.quantity === 1 ? 'silla' : 'sillas'}
            </output>
            <button
              type="button"
              onClick={() => onChange({ ...choice, quantity: Math.min(MAX_TICKETS_PER_ORDER, choice.quantity + 1) })}
              disabled={choice.quantity >= MAX_TICKETS_PER_ORDER}
              aria-label="Una silla más"
            >
              +
            </button>
          </div>
        </>
      )}
    </>
  );
}
