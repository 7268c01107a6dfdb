import { useState } from 'react';
import {
  formatCop,
  SETTLEMENT_ENTRY_KINDS,
  SETTLEMENT_ENTRY_LABELS,
  settlementCategoriesText,
  settlementEntryAmount,
  type SettlementEntryKind,
} from '@carcajada/domain';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageLayout } from '../../../components/layout/PageLayout';
import { Spinner } from '../../../components/ui/Spinner';
import { downloadTextFile } from '../../../lib/download-file';
import { useSettlement, type Settlement } from '../api/settlement';
import { AdminHeader } from '../components/AdminHeader';
import { CashHeldSummary } from '../components/CashHeldSummary';
import { DoorRefundsOwed } from '../components/DoorRefundsOwed';
import { useShowScope } from '../hooks/use-show-scope';
import { settlementCsv } from '../utils/settlement-csv';
import styles from './SettlementPage.module.css';

type Figures = Settlement['totals'];

type Column = readonly [key: string, label: string, value: (figures: Figures) => string];

type FigureField =
  | 'tickets'
  | 'courtesyTickets'
  | 'promotionTickets'
  | 'promotionDiscount'
  | 'tax'
  | 'serviceFee'
  | 'mpFee'
  | 'refunds'
  | 'doorCash'
  | 'doorCard'
  | 'owed';

const SEAT_FIELDS: readonly FigureField[] = ['tickets', 'courtesyTickets', 'promotionTickets'];

const figure = (field: FigureField) =>
  SEAT_FIELDS.includes(field)
    ? (figures: Figures) => String(figures[field])
    : (figures: Figures) => formatCop(figures[field]);

/** A line of what is owed: the subtotal, then what is kept or withheld, as amounts. */
const entryColumn = (kind: SettlementEntryKind): Column => [
  kind,
  SETTLEMENT_ENTRY_LABELS[kind],
  (figures) => formatCop(Math.abs(settlementEntryAmount(figures.entries, kind))),
];

/**
 * Each figure column: its header (also the label a phone's card shows) and how it is written. The
 * lines of what is owed come one column per kind (a new kind, such as door sales, adds its own).
 */
const COLUMNS: readonly Column[] = [
  ['tickets', 'Entradas vendidas', figure('tickets')],
  ['courtesyTickets', 'Cortesías', figure('courtesyTickets')],
  // sold under a type's promotion (2x1, 4x3, tables): seats and what it took off the list price
  ['promotionTickets', 'Con promoción', figure('promotionTickets')],
  ['promotionDiscount', 'Descuento por promociones', figure('promotionDiscount')],
  entryColumn('online_sales'),
  // sold at the box office: the organizer already has that money; the commission is taken on it too
  ['doorCash', 'Taquilla en efectivo', figure('doorCash')],
  ['doorCard', 'Taquilla con tarjeta', figure('doorCard')],
  ['tax', 'IVA', figure('tax')],
  ['serviceFee', 'Cargos por servicio', figure('serviceFee')],
  ['mpFee', 'Comisión Mercado Pago', figure('mpFee')],
  ['refunds', 'Reembolsos', figure('refunds')],
  ...SETTLEMENT_ENTRY_KINDS.filter((kind) => kind !== 'online_sales').map(entryColumn),
  ['owed', 'A pagar al organizador', figure('owed')],
];

function FigureCells({ figures }: { figures: Figures }) {
  return COLUMNS.map(([key, label, value]) => (
    <td key={key} data-label={label}>
      {value(figures)}
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
        subtitle="Ventas de cada show y lo que se le debe al organizador: subtotal de entradas pagadas menos la comisión de Carcajada y la contribución parafiscal (Ley 1493 de 2011), que Carcajada retiene y paga."
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
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col">
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
                      {row.event.pulep_code && ` · PULEP: ${row.event.pulep_code}`}
                    </span>
                    {row.categories.length > 0 && (
                      <span className={styles.detail}>Por localidad: {settlementCategoriesText(row.categories)}</span>
                    )}
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
      <DoorRefundsOwed scope={scope} />
    </PageLayout>
  );
}
