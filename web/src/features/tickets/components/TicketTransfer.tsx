import { useId, useState, type FormEvent } from 'react';
import { TRANSFER_TEXTS, type TransferTicketResult } from '@carcajada/domain';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { useTransferTicket } from '../api/transfer-ticket';
import styles from './TicketHold.module.css';
import own from './TicketTransfer.module.css';

export interface TicketTransferProps {
  ticketId: string;
  quantity: number;
  onTransferred: (result: TransferTicketResult) => void;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A fresh id per form opened: a retry of the same send is the same transfer. */
function newRequestId(): string {
  return crypto.randomUUID();
}

/** "Transferir": the recipient's email and how many, then the server's answer in Spanish. */
export function TicketTransfer({ ticketId, quantity, onTransferred }: TicketTransferProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [count, setCount] = useState(String(quantity));
  const [emailError, setEmailError] = useState<string | undefined>();
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<string | null>(null);
  const { sending, failure, send, reset } = useTransferTicket();
  const titleId = useId();
  const quantityId = useId();

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
    const result = await send({ ticketId, email: address, quantity: Number(count), requestId });
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
        <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
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
      {quantity > 1 && (
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
