import { useState, type FormEvent } from 'react';
import { formatCop, shiftDifferenceText, shiftSalesText, type CloseBoxOfficeShiftResult } from '@carcajada/domain';
import { CallableRefusal } from '../../../lib/callable';
import { closeBoxOfficeShift } from '../api/close-box-office-shift';
import styles from './BoxOffice.module.css';

function unsentBlockText(unsent: number): string {
  const what = unsent === 1 ? 'la venta pendiente' : `las ${unsent} ventas pendientes`;
  return `Antes de cerrar la caja hay que enviar ${what}: conéctate a internet y espera a que ${unsent === 1 ? 'se envíe' : 'se envíen'}.`;
}

interface Props {
  eventId: string;
  /** Sales on this phone the server has not confirmed: the till cannot close before they are sent. */
  unsent: number;
}

/** "Cerrar caja": the counted cash against this seller's door sales of the date since the last close. */
export function CloseTill({ eventId, unsent }: Props) {
  const [counted, setCounted] = useState('');
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CloseBoxOfficeShiftResult | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const countedCash = Number(counted.replace(/\D/g, ''));
    if (counted.trim() === '' || !Number.isSafeInteger(countedCash)) {
      setError('Escribe el efectivo contado en pesos, sin centavos.');
      return;
    }
    setError(null);
    setClosing(true);
    try {
      setResult(await closeBoxOfficeShift({ eventId, countedCash }));
      setCounted('');
    } catch (failure) {
      setError(
        CallableRefusal.from(failure, 'No pudimos cerrar la caja. Revisa la conexión e intenta de nuevo.').message,
      );
    } finally {
      setClosing(false);
    }
  }

  const blocked = unsent > 0;
  return (
    <section className={styles.close} aria-label="Cerrar caja">
      <h2>Cerrar caja</h2>
      <form onSubmit={submit} noValidate>
        <label className={styles.field}>
          <span>Efectivo contado (COP)</span>
          <input
            value={counted}
            onChange={(event) => setCounted(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
          />
        </label>
        {blocked && (
          <p className={styles.error} role="alert">
            {unsentBlockText(unsent)}
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={blocked || closing}>
          {closing ? 'Cerrando caja…' : 'Cerrar caja'}
        </button>
      </form>
      {result && (
        <dl className={styles.shift} data-testid="box-office-shift">
          <dt>Efectivo vendido</dt>
          <dd>{shiftSalesText(result.cash)}</dd>
          <dt>Tarjeta</dt>
          <dd>{shiftSalesText(result.card)}</dd>
          <dt>Efectivo contado</dt>
          <dd>{formatCop(result.countedCash)}</dd>
          <dt>Diferencia</dt>
          <dd className={result.difference < 0 ? styles.missing : styles.over} data-testid="box-office-difference">
            {shiftDifferenceText(result.difference)}
          </dd>
        </dl>
      )}
    </section>
  );
}
