import { useId, useState, type FormEvent } from 'react';
import { TRANSFER_TEXTS, type TicketSeat, type TransferTicketResult } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { useTransferTicket } from '../api/transfer-ticket';
import styles from './TicketHold.module.css';
import own from './TicketTransfer.module.css';

export interface TicketTransferProps {
  ticketId: string;
  quantity: number;
  /** A seated ticket's seats: the holder ticks which ones to give instead of how many. */
  seats?: readonly Pick<TicketSeat, 'seatId' | 'label'>[];
  onTransferred: (result: TransferTicketResult) => void;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A fresh id per form opened: a retry of the same send is the same transfer. */
function newRequestId(): string {
  return crypto.randomUUID();
}

/**
 * "Transferir": the recipient's email and how many (a seated ticket: which seats, all ticked at
 * first), then the server's answer in Spanish.
 */
export function TicketTransfer({ ticketId, quantity, seats = [], onTransferred }: TicketTransferProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [count, setCount] = useState(String(quantity));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(seats.map((seat) => seat.seatId)));
  const [emailError, setEmailError] = useState<string | undefined>();
  const [seatsError, setSeatsError] = useState<string | undefined>();
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<string | null>(null);
  const { sending, failure, send, reset } = useTransferTicket();
  const titleId = useId();
  const quantityId = useId();
  const seated = seats.length > 1;

  /** Opened: every seat the ticket has now is ticked (a partial transfer leaves fewer). */
  function openForm() {
    setChosen(new Set(seats.map((seat) => seat.seatId)));
    setOpen(true);
  }

  function toggleSeat(seatId: string) {
    const next = new Set(chosen);
    if (next.has(seatId)) next.delete(seatId);
    else next.add(seatId);
    setChosen(next);
  }

  function close() {
    setOpen(false);
    setEmailError(undefined);
    reset();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setEmailError(TRANSFER_TEXTS.invalidEmail);
      return;
    }
    setEmailError(undefined);
    // the seats ticked, in the ticket's order
    const given = seats.filter((seat) => chosen.has(seat.seatId)).map((seat) => seat.seatId);
    if (seated && given.length === 0) {
      setSeatsError(TRANSFER_TEXTS.seatsNone);
      return;
    }
    setSeatsError(undefined);
    const choice = seated ? { quantity: given.length, seats: given } : { quantity: Number(count) };
    const result = await send({ ticketId, email: address, ...choice, requestId });
    if (!result) return;
    setDone(TRANSFER_TEXTS.done(result.quantity, address));
    setOpen(false);
    setRequestId(newRequestId());
    onTransferred(result);
  }

  if (!open) {
    return (
      <>
        {done && (
          <p role="status" className={styles.note}>
            {done}
          </p>
        )}
        <Button size="small" variant="secondary" onClick={openForm}>
          {TRANSFER_TEXTS.action}
        </Button>
      </>
    );
  }

  return (
    <form className={styles.confirm} aria-labelledby={titleId} onSubmit={(event) => void submit(event)} noValidate>
      <p id={titleId} className={styles.question}>
        {TRANSFER_TEXTS.title}
      </p>
      <p className={styles.note}>{TRANSFER_TEXTS.intro}</p>
      <Input
        label={TRANSFER_TEXTS.emailLabel}
        type="email"
        autoComplete="off"
        value={email}
        error={emailError}
        disabled={sending}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      {seated && (
        <fieldset className={own.seats} aria-describedby={seatsError ? `${quantityId}-error` : undefined}>
          <legend className={own.quantityLabel}>{TRANSFER_TEXTS.seatsLegend}</legend>
          <p className={styles.note}>{TRANSFER_TEXTS.seatsHint}</p>
          {seats.map((seat) => (
            <label key={seat.seatId} className={own.seat}>
              <input
                type="checkbox"
                checked={chosen.has(seat.seatId)}
                disabled={sending}
                onChange={() => toggleSeat(seat.seatId)}
              />
              {seat.label}
            </label>
          ))}
          {seatsError && (
            <p id={`${quantityId}-error`} role="alert" className={styles.failure}>
              {seatsError}
            </p>
          )}
        </fieldset>
      )}
      {!seated && quantity > 1 && (
        <div className={own.quantity}>
          <label htmlFor={quantityId} className={own.quantityLabel}>
            {TRANSFER_TEXTS.quantityLabel}
          </label>
          <select
            id={quantityId}
            className={own.select}
            value={count}
            disabled={sending}
            onChange={(event) => setCount(event.target.value)}
          >
            {Array.from({ length: quantity }, (_, index) => String(index + 1)).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="small" loading={sending}>
          {sending ? TRANSFER_TEXTS.submitting : TRANSFER_TEXTS.submit}
        </Button>
        <Button type="button" size="small" variant="ghost" disabled={sending} onClick={close}>
          {TRANSFER_TEXTS.cancel}
        </Button>
      </div>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
    </form>
  );
}
