import { memo } from 'react';
import { seatAccessibleName } from '@carcajada/domain/seating';
import type { MapRow, SeatMapModel } from '../utils/seat-map-model';
import styles from './SeatList.module.css';

export interface SeatListProps {
  model: SeatMapModel;
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
  prices: Readonly<Record<string, number>>;
}

interface ZoneRows {
  zoneId: string;
  name: string;
  rows: MapRow[];
}

function zonesOf(model: SeatMapModel): ZoneRows[] {
  const zones: ZoneRows[] = [];
  for (const row of model.rows) {
    const last = zones[zones.length - 1];
    if (last?.zoneId === row.zoneId) last.rows.push(row);
    else zones.push({ zoneId: row.zoneId, name: row.zoneName, rows: [row] });
  }
  return zones;
}

function freeCount(rows: MapRow[]): number {
  return rows.reduce((sum, row) => sum + row.seats.filter((seat) => seat.status === 'free').length, 0);
}

/**
 * "Ver como lista": zone → row → seats as native checkboxes, each named as the contract says
 * ("Platea, fila F, silla 12, $ 80.000, libre"). Tab and Space alone choose; a screen reader hears
 * every seat, taken ones too (disabled).
 */
export function SeatList({ model, chosen, onToggle, prices }: SeatListProps) {
  const zones = zonesOf(model);
  return (
    <div className={styles.list}>
      {zones.map((zone, index) => (
        // the first zone open (the one nearest the stage); the others a tap or Enter away
        <details key={zone.zoneId} className={styles.zone} open={index === 0}>
          <summary className={styles.summary}>
            {zone.name} · {freeCount(zone.rows)} libres
          </summary>
          {zone.rows.map((row) => (
            <ListRow
              key={row.key}
              row={row}
              chosen={row.seats
                .filter((seat) => chosen.has(seat.id))
                .map((seat) => seat.id)
                .join('/')}
              onToggle={onToggle}
              prices={prices}
            />
          ))}
        </details>
      ))}
    </div>
  );
}

interface ListRowProps {
  row: MapRow;
  chosen: string;
  onToggle: (id: string) => void;
  prices: Readonly<Record<string, number>>;
}

const ListRow = memo(function ListRow({ row, chosen, onToggle, prices }: ListRowProps) {
  const chosenIds = new Set(chosen ? chosen.split('/') : []);
  return (
    <fieldset className={styles.row}>
      <legend className={styles.rowName}>
        {row.zoneName}, fila {row.label}
      </legend>
      <ul className={styles.seats}>
        {row.seats.map((seat) => {
          const isChosen = chosenIds.has(seat.id);
          const name = seatAccessibleName(
            seat.place,
            prices[seat.categoryName] ?? 0,
            isChosen ? 'selected' : seat.status,
            {
              wheelchair: seat.wheelchair,
              companion: seat.companion,
              restricted_view: seat.restrictedView,
            },
          );
          return (
            <li key={seat.id}>
              <label className={`${styles.seat} ${isChosen ? styles.chosen : ''}`}>
                <input
                  type="checkbox"
                  className={styles.input}
                  checked={isChosen}
                  disabled={!isChosen && seat.status !== 'free'}
                  onChange={() => onToggle(seat.id)}
                  aria-label={name}
                />
                <span
                  aria-hidden="true"
                  className={styles.swatch}
                  style={{ background: seat.status === 'free' ? seat.color : undefined }}
                />
                <span aria-hidden="true">
                  {seat.place.number}
                  {seat.wheelchair ? ' ♿' : ''}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
});
