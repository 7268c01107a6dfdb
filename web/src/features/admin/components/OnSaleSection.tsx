import { useState, type FormEvent } from 'react';
import {
  bogotaDateString,
  formatEventTime,
  onSaleFormErrors,
  QUEUE_RATE_DEFAULT,
  QUEUE_RATE_MAX,
  QUEUE_RATE_MIN,
  type ComedyEvent,
} from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { CheckLabel } from '../../../components/form/Choice';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { useSaveOnSale } from '../api/save-on-sale';
import { LiveQueue } from './LiveQueue';
import styles from './ShowDatesSection.module.css';

export const ON_SALE_EDITOR_TEXTS = {
  title: 'Apertura de venta',
  opensDate: 'Fecha de apertura',
  opensTime: 'Hora de apertura (Bogotá)',
  queue: 'Venta con fila virtual',
  rate: 'Personas admitidas por minuto',
  wholeShow: 'Aplicar a todas las fechas del show',
  save: 'Guardar apertura',
  saved: (dates: number) => (dates === 1 ? 'Apertura guardada.' : `Apertura guardada en ${dates} fechas.`),
} as const;

/**
 * The on-sale of a date: "Venta desde" (Bogotá date and time), "Venta con fila
 * virtual" and its rate, for this date or every date of the show. The rate may change while the
 * queue runs: the next admission step uses it.
 */
export function OnSaleSection({ event }: { event: ComedyEvent }) {
  const opens = event.sale_opens_at ?? null;
  const [opensDate, setOpensDate] = useState(opens ? bogotaDateString(opens) : '');
  const [opensTime, setOpensTime] = useState(opens ? formatEventTime(opens) : '');
  const [queue, setQueue] = useState(event.queue === true);
  const [rateText, setRateText] = useState(String(event.queue_rate ?? QUEUE_RATE_DEFAULT));
  const [wholeShow, setWholeShow] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveOnSale();
  const queueRate = Number(rateText);
  const errors = onSaleFormErrors({ opensDate, opensTime, queue, queueRate });
  const [shown, setShown] = useState(false);

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    setNotice(null);
    setShown(true);
    if (Object.keys(errors).length > 0) return;
    const answer = await save.run({ eventId: event.id, opensDate, opensTime, queue, queueRate, wholeShow });
    if (answer) setNotice(ON_SALE_EDITOR_TEXTS.saved(answer.eventIds.length));
  }

  return (
    <section className={styles.section} aria-labelledby="apertura-title">
      <h2 id="apertura-title" className={styles.title}>
        {ON_SALE_EDITOR_TEXTS.title}
      </h2>
      {event.queue && <LiveQueue event={event} />}
      {/* our own checks, in Spanish, beside each field (the browser's would block the submit silently) */}
      <form
        className={styles.add}
        onSubmit={(formEvent) => void submit(formEvent)}
        noValidate
        aria-label={ON_SALE_EDITOR_TEXTS.title}
      >
        <div className={styles.fields}>
          <Input
            label={ON_SALE_EDITOR_TEXTS.opensDate}
            type="date"
            value={opensDate}
            error={shown ? errors.opensDate : undefined}
            onChange={(change) => setOpensDate(change.target.value)}
          />
          <Input
            label={ON_SALE_EDITOR_TEXTS.opensTime}
            type="time"
            value={opensTime}
            error={shown ? errors.opensTime : undefined}
            onChange={(change) => setOpensTime(change.target.value)}
          />
        </div>
        <CheckLabel>
          <input type="checkbox" checked={queue} onChange={(change) => setQueue(change.target.checked)} />
          {ON_SALE_EDITOR_TEXTS.queue}
        </CheckLabel>
        {queue && (
          <Input
            label={ON_SALE_EDITOR_TEXTS.rate}
            type="number"
            inputMode="numeric"
            min={QUEUE_RATE_MIN}
            max={QUEUE_RATE_MAX}
            value={rateText}
            error={shown ? errors.queueRate : undefined}
            onChange={(change) => setRateText(change.target.value)}
          />
        )}
        <CheckLabel>
          <input type="checkbox" checked={wholeShow} onChange={(change) => setWholeShow(change.target.checked)} />
          {ON_SALE_EDITOR_TEXTS.wholeShow}
        </CheckLabel>
        <Button type="submit" disabled={save.pending}>
          {ON_SALE_EDITOR_TEXTS.save}
        </Button>
        {save.refusal && <FormAlert tone="error">{save.refusal.message}</FormAlert>}
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
      </form>
    </section>
  );
}
