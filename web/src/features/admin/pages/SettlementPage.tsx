import { useState } from 'react';
import { formatCop } from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Spinner } from '../../../components/ui/Spinner';
import { downloadTextFile } from '../../../lib/download-file';
import { useSettlement, type Settlement } from '../api/settlement';
import { AdminHeader } from '../components/AdminHeader';
import { CashHeldSummary } from '../components/CashHeldSummary';
import { useShowScope } from '../hooks/use-show-scope';
import { settlementCsv } from '../utils/settlement-csv';
import styles from './SettlementPage.module.css';

type Figures = Settlement['totals'];

/** Each figure column: its header (also the label a phone's card shows) and how it is written. */
const COLUMNS: readonly (readonly [keyof Figures, string, (value: number) => string])[] = [
  ['tickets', 'Entradas vendidas', String],
  ['courtesyTickets', 'Cortesías', String],
  ['subtotal', 'Subtotal entradas', formatCop],
  ['tax', 'IVA', formatCop],
  ['serviceFee', 'Cargos por servicio', formatCop],
  ['mpFee', 'Comisión Mercado Pago', formatCop],
  ['refunds', 'Reembolsos', formatCop],
  ['commission', 'Comisión Carcajada', formatCop],
  ['owed', 'A pagar al organizador', formatCop],
];

function FigureCells({ figures }: { figures: Figures }) {
  return COLUMNS.map(([field, label, format]) => (
    <td key={field} data-label={label}>
      {format(figures[field])}
    </td>
  ));
}

/**
 * Settlement (/administrador/liquidacion): per show and in total, what was sold and what is owed
 * to the organizer (subtotal of paid tickets − the platform's commission). An ORGANIZER sees its
 * own; ADMIN every organizer, or one.
 */
export default function SettlementPage() {
  const scope = useShowScope();
  const [organizerId, setOrganizerId] = useState('');
  // a new choice is a new read: the spinner shows again until it answers
  const { data: settlement, error } = useSettlement(scope, organizerId);
  const failed = error !== null;

  function download() {
    if (!settlement) return;
    downloadTextFile(settlementCsv(settlement.groups, settlement.totals), 'liquidacion.csv', 'text/csv;charset=utf-8');
  }

  return (
    <PageLayout>
      <AdminHeader
        title="Liquidación"
        subtitle="Ventas de cada show y lo que se le debe al organizador: subtotal de entradas pagadas menos la comisión de Carcajada."
        back="/administrador"
        actions={
          <button type="button" className={styles.csv} onClick={download} disabled={!settlement}>
            Descargar CSV
          </button>
        }
      />
      {scope.role === 'ADMIN' && settlement && (
        <label className={styles.filter}>
          Organizador{' '}
          <select value={organizerId} onChange={(event) => setOrganizerId(event.target.value)}>
            <option value="">Todos</option>
            {settlement.organizers.map((organizer) => (
              <option key={organizer.id} value={organizer.id}>
                {organizer.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {failed && <FormAlert tone="error">No pudimos cargar la liquidación. Intenta de nuevo.</FormAlert>}
      {!settlement && !failed && <Spinner label="Cargando la liquidación…" />}
      {settlement && (
        <table className={styles.table} aria-label="Liquidación por show">
          <thead>
            <tr>
              <th scope="col">Show</th>
              {COLUMNS.map(([field, label]) => (
                <th key={field} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settlement.groups.flatMap((group) => [
              ...group.lines.map((row) => (
                <tr key={row.event.id}>
                  <th scope="row">
                    {row.event.name}
                    <span className={styles.detail}>
                      {row.event.date} {row.event.time} · {row.organizer.name} ({row.figures.commissionPercent} %)
                    </span>
                  </th>
                  <FigureCells figures={row.figures} />
                </tr>
              )),
              // a show of several dates (funciones) gets its subtotal under its dates
              ...(group.lines.length > 1
                ? [
                    <tr key={`subtotal-${group.showId}`} className={styles.subtotal}>
                      <th scope="row">
                        Subtotal {group.lines[0]!.event.name}
                        <span className={styles.detail}>{group.lines.length} fechas</span>
                      </th>
                      <FigureCells figures={group.subtotal} />
                    </tr>,
                  ]
                : []),
            ])}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <FigureCells figures={settlement.totals} />
            </tr>
          </tfoot>
        </table>
      )}
      {settlement && <CashHeldSummary cash={settlement.cash} />}
    </PageLayout>
  );
}
