import { useState, type FormEvent } from 'react';
import {
  BOX_OFFICE_METHODS,
  doorOrder,
  formatCop,
  MAX_TICKETS_PER_ORDER,
  promotionLabel,
  promotionQuantityRefusal,
  refusalMessage,
  type BoxOfficeMethod,
  type BoxOfficeView,
} from '@carcajada/domain';
import { newSaleId } from '../utils/box-office-sales';
import { doorChoiceProblem, doorChoiceRequest, type DoorChoice } from '../utils/door-seat-choice';
import { DoorSeatPicker } from './DoorSeatPicker';
import type { NewSale } from '../hooks/use-box-office';
import styles from './BoxOffice.module.css';

export const METHOD_LABELS: Record<BoxOfficeMethod, string> = { cash: 'Efectivo', card: 'Tarjeta' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  eventId: string;
  view: BoxOfficeView;
  online: boolean;
  /** Seats this phone may still sell offline. */
  offlineSeats: number;
  /** A seated date: the door seats this phone's own sales took. */
  takenHere?: ReadonlySet<string>;
  onSell: (sale: NewSale) => void;
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: 'text' | 'email';
}

/** A labelled input as big as a thumb. */
function TextField({ label, value, onChange, maxLength, type = 'text' }: TextFieldProps) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type={type}
        inputMode={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        autoComplete="off"
      />
    </label>
  );
}

function offlineLimitText(seats: number): string {
  if (seats <= 0)
    return 'Sin conexión no le quedan cupos de taquilla a este equipo. Conéctate a internet para seguir vendiendo.';
  return `Sin conexión puedes vender ${seats === 1 ? '1 entrada más' : `hasta ${seats} entradas más`} (la parte de este equipo del cupo de taquilla).`;
}

const NONE_TAKEN: ReadonlySet<string> = new Set();

/** Offline the door sells seats by name only (best available needs the server). */
function offlineChoice(choice: DoorChoice): DoorChoice {
  return choice.kind === 'best' ? { kind: 'seats', seats: [] } : choice;
}

/**
 * "Vender en taquilla": one sale per screen, made for one hand on a phone: big targets, the total
 * always in view at the bottom, the type, quantity and payment first.
 */
export function BoxOfficeSale({ eventId, view, online, offlineSeats, takenHere = NONE_TAKEN, onSell }: Props) {
  const [chosenTypeId, setTypeId] = useState<string | null>(view.types[0]?.id ?? null);
  const [typedQuantity, setQuantity] = useState(1);
  // a seated date sells the door's seats: the choice gives the quantity and the type
  const doorSeats = view.doorSeats;
  const [doorChoice, setDoorChoice] = useState<DoorChoice>({ kind: 'seats', seats: [] });
  const seated = doorSeats ? doorChoiceRequest(online ? doorChoice : offlineChoice(doorChoice), doorSeats) : null;
  const typeId = seated ? (seated.ticketTypeId ?? null) : chosenTypeId;
  const quantity = seated ? Math.max(1, seated.quantity) : typedQuantity;
  const [method, setMethod] = useState<BoxOfficeMethod>('cash');
  const [cardReference, setCardReference] = useState('');
  const [holderName, setHolderName] = useState('');
  const [email, setEmail] = useState('');
  const [admit, setAdmit] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const type = view.types.find((candidate) => candidate.id === typeId) ?? null;
  const unitPrice = type ? type.price : view.price;
  // a view kept offline from before promotions has none
  const promotion = type?.promotion ?? null;
  const total = doorOrder(unitPrice, quantity, { fees: 0, taxes: view.taxes }, promotion).total;

  function problem(): string | null {
    const seatProblem =
      doorSeats && doorChoiceProblem(online ? doorChoice : offlineChoice(doorChoice), doorSeats, takenHere, online);
    if (seatProblem) return seatProblem;
    if (view.types.length > 0 && !type) return 'Elige el tipo de entrada.';
    const tables = promotionQuantityRefusal(promotion, quantity);
    if (tables) return refusalMessage(tables);
    if (!holderName.trim()) return 'Escribe el nombre de quien entra.';
    if (method === 'card' && !cardReference.trim()) return 'Escribe la referencia del datáfono.';
    if (email.trim() && !EMAIL_PATTERN.test(email.trim())) return 'Revisa el correo: no parece válido.';
    if (!online && quantity > offlineSeats) return offlineLimitText(offlineSeats);
    return null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = problem();
    setError(found);
    if (found) return;
    const saleId = newSaleId();
    onSell({
      saleId,
      request: {
        eventId,
        saleId,
        ...(type && { ticketTypeId: type.id }),
        quantity,
        ...(seated?.seats && { seats: seated.seats }),
        ...(seated?.bestAvailable && { bestAvailable: seated.bestAvailable }),
        method,
        ...(method === 'card' && { cardReference: cardReference.trim() }),
        holderName: holderName.trim(),
        ...(email.trim() && { email: email.trim() }),
        admit,
      },
      typeName: seated ? seated.what : (type?.name ?? null),
      amount: total,
    });
    setQuantity(1);
    setDoorChoice((previous) => (previous.kind === 'seats' ? { kind: 'seats', seats: [] } : previous));
    setCardReference('');
    setHolderName('');
    setEmail('');
  }

  return (
    <form className={styles.sale} onSubmit={submit} noValidate aria-label="Vender en taquilla">
      {doorSeats && (
        <DoorSeatPicker
          view={view}
          seats={doorSeats}
          takenHere={takenHere}
          online={online}
          choice={online ? doorChoice : offlineChoice(doorChoice)}
          onChange={setDoorChoice}
        />
      )}
      {!doorSeats && view.types.length > 0 && (
        <fieldset className={styles.choices}>
          <legend>Tipo de entrada</legend>
          {view.types.map((candidate) => (
            <label key={candidate.id} className={candidate.id === typeId ? styles.chosen : undefined}>
              <input
                type="radio"
                name="box-office-type"
                checked={candidate.id === typeId}
                onChange={() => setTypeId(candidate.id)}
              />
              <span>{candidate.name}</span>
              <small>
                {formatCop(candidate.price)}
                {candidate.promotion ? ` · ${promotionLabel(candidate.promotion)}` : ''}
              </small>
            </label>
          ))}
        </fieldset>
      )}

      {!doorSeats && (
        <div className={styles.stepper} role="group" aria-label="Cantidad">
          <button
            type="button"
            onClick={() => setQuantity((count) => Math.max(1, count - 1))}
            disabled={quantity <= 1}
            aria-label="Una entrada menos"
          >
            −
          </button>
          <output aria-live="polite" data-testid="box-office-quantity">
            {quantity} {quantity === 1 ? 'entrada' : 'entradas'}
          </output>
          <button
            type="button"
            onClick={() => setQuantity((count) => Math.min(MAX_TICKETS_PER_ORDER, count + 1))}
            disabled={quantity >= MAX_TICKETS_PER_ORDER}
            aria-label="Una entrada más"
          >
            +
          </button>
        </div>
      )}

      <fieldset className={styles.choices}>
        <legend>Pago</legend>
        {BOX_OFFICE_METHODS.map((candidate) => (
          <label key={candidate} className={candidate === method ? styles.chosen : undefined}>
            <input
              type="radio"
              name="box-office-method"
              checked={candidate === method}
              onChange={() => setMethod(candidate)}
            />
            <span>{METHOD_LABELS[candidate]}</span>
          </label>
        ))}
      </fieldset>

      {method === 'card' && (
        <TextField label="Referencia del datáfono" value={cardReference} onChange={setCardReference} maxLength={100} />
      )}
      <TextField label="Nombre de quien entra" value={holderName} onChange={setHolderName} maxLength={120} />
      <TextField
        label="Correo (opcional, para enviarle el ticket)"
        value={email}
        onChange={setEmail}
        maxLength={254}
        type="email"
      />
      <label className={styles.toggle}>
        <input type="checkbox" checked={admit} onChange={(event) => setAdmit(event.target.checked)} />
        <span>Dar ingreso ya</span>
      </label>

      {!online && <p className={styles.note}>{offlineLimitText(offlineSeats)}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}

      <div className={styles.totalBar}>
        <span>
          Total <strong data-testid="box-office-total">{formatCop(total)}</strong>
        </span>
        <button type="submit">Vender</button>
      </div>
    </form>
  );
}
