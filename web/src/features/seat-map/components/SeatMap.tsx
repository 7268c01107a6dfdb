import { memo, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { seatAccessibleName } from '@carcajada/domain/seating';
import { markSeatMapDrawn } from '../utils/draw-marks';
import { isSeatKey, neighbourSeat, type MapRow, type MapSeat, type SeatMapModel } from '../utils/seat-map-model';
import styles from './SeatMap.module.css';

export interface SeatMapProps {
  model: SeatMapModel;
  /** The chosen seats' ids. */
  chosen: ReadonlySet<string>;
  /** The seat that takes Tab (roving tabindex); the arrows move it. */
  activeId: string | null;
  onActiveChange: (id: string) => void;
  onToggle: (id: string) => void;
  prices: Readonly<Record<string, number>>;
}

const STAGE_HEIGHT = 24;
const MARGIN = 28;

/** The seat element named `id`, found by its data attribute (ids may hold any character but "/"). */
function seatElement(root: Element | null, id: string): SVGElement | null {
  if (!root) return null;
  for (const element of root.querySelectorAll<SVGElement>('[data-seat]'))
    if (element.dataset.seat === id) return element;
  return null;
}

/**
 * A seated date's map: one SVG drawn from the zone views inside react-zoom-pan-pinch (drag and
 * pinch to move and zoom, buttons too). Taps and keys are handled once on the SVG (no handler per
 * seat); rows are memoized, so a choice redraws the rows it touches, not 5,000 seats.
 */
export function SeatMap({ model, chosen, activeId, onActiveChange, onToggle, prices }: SeatMapProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const focusActive = useRef(false);
  const { minX, minY, maxX, maxY } = model.bounds;
  const top = minY - STAGE_HEIGHT - MARGIN;
  const width = maxX - minX + 2 * MARGIN;
  const height = maxY - top + MARGIN;
  const viewBox = `${minX - MARGIN} ${top} ${width} ${height}`;

  useEffect(markSeatMapDrawn, []);

  useEffect(() => {
    if (!focusActive.current || activeId === null) return;
    focusActive.current = false;
    seatElement(svgRef.current, activeId)?.focus();
  }, [activeId]);

  const seatIdOf = (target: EventTarget) =>
    target instanceof Element ? (target.closest<SVGElement>('[data-seat]')?.dataset.seat ?? null) : null;

  function handleClick(event: MouseEvent<SVGSVGElement>) {
    const id = seatIdOf(event.target);
    if (id === null) return;
    onActiveChange(id);
    onToggle(id);
  }

  function handleKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const id = seatIdOf(event.target);
    if (id === null) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle(id);
      return;
    }
    if (!isSeatKey(event.key)) return;
    event.preventDefault();
    const next = neighbourSeat(model, id, event.key);
    if (next === null) return;
    focusActive.current = true;
    onActiveChange(next);
  }

  return (
    // a mouse wheel scrolls the page; pinch (a trackpad's is a ctrl+wheel), ctrl+wheel and the buttons zoom
    <TransformWrapper
      minScale={1}
      maxScale={10}
      doubleClick={{ disabled: true }}
      wheel={{ step: 0.15, wheelDisabled: true }}
    >
      {({ zoomIn, zoomOut, resetTransform }) => (
        <div className={styles.frame}>
          <div className={styles.zoom}>
            <button type="button" className={styles.zoomButton} onClick={() => zoomIn()} aria-label="Acercar el mapa">
              +
            </button>
            <button type="button" className={styles.zoomButton} onClick={() => zoomOut()} aria-label="Alejar el mapa">
              −
            </button>
            <button
              type="button"
              className={styles.zoomButton}
              onClick={() => resetTransform()}
              aria-label="Ver el mapa completo"
            >
              ⤢
            </button>
          </div>
          <TransformComponent
            wrapperClass={styles.viewport}
            contentClass={styles.content}
            // the frame takes the drawing's proportions (up to most of the screen's height): no empty band
            wrapperStyle={{ aspectRatio: `${width} / ${height}` }}
          >
            <svg
              ref={svgRef}
              className={styles.svg}
              viewBox={viewBox}
              role="group"
              aria-label="Mapa de sillas: flechas para moverte, Enter o espacio para elegir"
              onClick={handleClick}
              onKeyDown={handleKeyDown}
            >
              <rect
                className={styles.stage}
                x={minX}
                y={minY - STAGE_HEIGHT - MARGIN / 2}
                width={maxX - minX}
                height={STAGE_HEIGHT}
                rx={6}
              />
              <text
                className={styles.stageText}
                x={(minX + maxX) / 2}
                y={minY - STAGE_HEIGHT / 2 - MARGIN / 2}
                aria-hidden="true"
              >
                ESCENARIO
              </text>
              {model.rows.map((row) => (
                <SeatRow
                  key={row.key}
                  row={row}
                  chosen={chosenInRow(row, chosen)}
                  activeId={
                    activeId !== null && model.places.get(activeId)?.row === rowIndex(model, row) ? activeId : null
                  }
                  prices={prices}
                />
              ))}
            </svg>
          </TransformComponent>
        </div>
      )}
    </TransformWrapper>
  );
}

/** The chosen ids of a row as one string: the row's memo compares it. */
function chosenInRow(row: MapRow, chosen: ReadonlySet<string>): string {
  if (chosen.size === 0) return '';
  return row.seats
    .filter((seat) => chosen.has(seat.id))
    .map((seat) => seat.id)
    .join('/');
}

function rowIndex(model: SeatMapModel, row: MapRow): number | undefined {
  return model.places.get(row.seats[0]!.id)?.row;
}

interface SeatRowProps {
  row: MapRow;
  chosen: string;
  activeId: string | null;
  prices: Readonly<Record<string, number>>;
}

/** One row's seats; redrawn only when its states, its chosen seats or its active seat change. */
const SeatRow = memo(
  function SeatRow({ row, chosen, activeId, prices }: SeatRowProps) {
    const chosenIds = new Set(chosen ? chosen.split('/') : []);
    const first = row.seats[0]!;
    return (
      <g role="group" aria-label={`${row.zoneName}, fila ${row.label}`}>
        <text className={styles.rowLabel} x={first.x - first.radius - 6} y={first.y} aria-hidden="true">
          {row.label}
        </text>
        {row.seats.flatMap((seat) =>
          seatShapes(seat, chosenIds.has(seat.id), seat.id === activeId, prices[seat.categoryName] ?? 0),
        )}
      </g>
    );
  },
  (before, after) =>
    before.row.states === after.row.states &&
    before.row.key === after.row.key &&
    before.row.seats.length === after.row.seats.length &&
    before.row.seats[0]?.id === after.row.seats[0]?.id &&
    before.chosen === after.chosen &&
    before.activeId === after.activeId &&
    before.prices === after.prices,
);

/**
 * One seat as one element (the checkbox is the circle itself, drawn by a call, not a component): 5,000
 * seats are 5,000 nodes to create, style and paint. The chosen mark and the wheelchair flag are drawn
 * over it, hidden from the accessibility tree and from taps (a tap on them reaches the seat).
 */
function seatShapes(seat: MapSeat, chosen: boolean, active: boolean, price: number) {
  const state = chosen ? 'selected' : seat.status;
  const circle = (
    <circle
      key={seat.id}
      data-seat={seat.id}
      role="checkbox"
      aria-checked={chosen}
      aria-disabled={!chosen && seat.status !== 'free' ? true : undefined}
      aria-label={seatAccessibleName(seat.place, price, state, {
        wheelchair: seat.wheelchair,
        companion: seat.companion,
        restricted_view: seat.restrictedView,
      })}
      tabIndex={active ? 0 : -1}
      className={`${styles.seat} ${styles[state]}`}
      cx={seat.x}
      cy={seat.y}
      r={seat.radius}
      fill={seat.status === 'free' || chosen ? seat.color : undefined}
    />
  );
  // keyed siblings, not a wrapper: the circle stays the same node (and keeps the focus) when chosen
  if (chosen)
    return [
      circle,
      <circle
        key={`${seat.id}/mark`}
        className={styles.mark}
        cx={seat.x}
        cy={seat.y}
        r={seat.radius * 0.4}
        aria-hidden="true"
      />,
    ];
  if (seat.wheelchair)
    return [
      circle,
      <text key={`${seat.id}/flag`} className={styles.flag} x={seat.x} y={seat.y} aria-hidden="true">
        ♿
      </text>,
    ];
  return [circle];
}
