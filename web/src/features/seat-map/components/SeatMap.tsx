import {
  createContext,
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { markSeatMapDrawn } from '../utils/draw-marks';
import { SeatLayer, type SeatLayerClasses } from '../utils/seat-layer';
import { isSeatKey, neighbourSeat, type SeatMapModel } from '../utils/seat-map-model';
import { SeatPaint } from './SeatPaint';
import { useSeatsInView } from '../hooks/use-seats-in-view';
import { useTouchTap } from '../hooks/use-touch-tap';
import styles from './SeatMap.module.css';

export interface SeatMapProps {
  model: SeatMapModel;
  /** The chosen seats' ids. */
  chosen: ReadonlySet<string>;
  /** The seat that takes Tab (roving tabindex); the arrows move it. */
  activeId: string | null;
  onActiveChange: (id: string) => void;
  /**
   * Toggles a seat by a tap or click, or by Enter or Space; the chosen ids after it, which the map
   * paints at once (null: nothing changed).
   */
  onToggle: (id: string, by: 'pointer' | 'keyboard') => ReadonlySet<string> | null;
  prices: Readonly<Record<string, number>>;
}

const LAYER_CLASS_NAMES = ['seat', 'free', 'taken', 'selected', 'blocked', 'rowLabel', 'flag'] as const;
const LAYER_CLASSES = Object.fromEntries(
  LAYER_CLASS_NAMES.map((name) => [name, styles[name] ?? '']),
) as unknown as SeatLayerClasses;

const STAGE_HEIGHT = 24;
const MARGIN = 28;
/**
 * Plans up to this size draw every seat as an element of its own; larger ones are painted as a
 * few shapes, with elements only for the seats a buyer can act on (docs/seat-map.md, "A large plan").
 */
const WHOLE_PLAN_SEATS = 1_500;

/**
 * A seated date's map: one SVG drawn from the zone views inside react-zoom-pan-pinch (drag and
 * pinch to move and zoom, buttons too). The seats are a `SeatLayer` (written by hand, not by
 * React); taps and keys are handled once on the SVG, and the chosen seats' marks drawn above. A
 * large plan is painted below the layer, which then holds only the seats in view once zoomed in,
 * the chosen ones and the one the keyboard is on; a tap elsewhere finds its seat by position.
 */
export function SeatMap({ model, chosen, activeId, onActiveChange, onToggle, prices }: SeatMapProps) {
  const seatsRef = useRef<SVGGElement>(null);
  const layer = useRef<SeatLayer | null>(null);
  const focusActive = useRef(false);
  const large = model.seats.size > WHOLE_PLAN_SEATS;
  const { cutModel, cutFor, svgRef, onPointerDownCapture, seatAt, onTransform } = useSeatsInView(
    large ? model : null,
    chosen,
    activeId,
  );
  const layerModel = cutModel ?? model;
  const { minX, minY, maxX, maxY } = model.bounds;
  const top = minY - STAGE_HEIGHT - MARGIN;
  const width = maxX - minX + 2 * MARGIN;
  const height = maxY - top + MARGIN;
  const viewBox = `${minX - MARGIN} ${top} ${width} ${height}`;

  useLayoutEffect(() => {
    layer.current ??= new SeatLayer(seatsRef.current!, LAYER_CLASSES, { rowLabels: !large, onDrawn: markSeatMapDrawn });
    layer.current.update({ model: layerModel, chosen, activeId, prices });
  }, [layerModel, large, chosen, activeId, prices]);

  useEffect(() => () => layer.current?.dispose(), []);

  useEffect(() => {
    if (!focusActive.current || activeId === null) return;
    focusActive.current = false;
    layer.current?.element(activeId)?.focus();
  }, [activeId]);

  const seatIdOf = (target: EventTarget) =>
    target instanceof Element ? (target.closest<SVGElement>('[data-seat]')?.dataset.seat ?? null) : null;

  function handleClick(event: MouseEvent<SVGSVGElement>) {
    const id = large ? seatAt(() => seatIdOf(event.target)) : seatIdOf(event.target);
    if (id !== null) choose(id, 'pointer');
  }

  /**
   * A finger's tap, at its lift. On a large plan it is always answered (its seat is found where
   * the press began, or there is none); on a small one only on a seat, or else the browser's
   * click, moved onto the nearest seat, follows.
   */
  const touchTap = useTouchTap((event: PointerEvent<SVGSVGElement>) => {
    const id = large ? seatAt(() => null) : seatIdOf(event.target);
    if (id !== null) choose(id, 'pointer');
    return large || id !== null;
  });

  /** The seat's new look is written now, for this frame; React's render of it follows (`onToggle`). */
  function choose(id: string, by: 'pointer' | 'keyboard') {
    const chosenNow = onToggle(id, by);
    if (chosenNow)
      layer.current?.update({ model: cutFor(chosenNow, id) ?? model, chosen: chosenNow, activeId: id, prices });
  }

  function handleKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    const id = seatIdOf(event.target);
    if (id === null) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(id, 'keyboard');
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
    <MapDrawing.Provider
      value={
        <>
          {/* what a tap never changes, in an SVG of its own: a tap repaints only the one above */}
          <svg className={styles.svg} viewBox={viewBox} aria-hidden="true">
            <rect
              className={styles.stage}
              x={minX}
              y={minY - STAGE_HEIGHT - MARGIN / 2}
              width={maxX - minX}
              height={STAGE_HEIGHT}
              rx={6}
            />
            <text className={styles.stageText} x={(minX + maxX) / 2} y={minY - STAGE_HEIGHT / 2 - MARGIN / 2}>
              ESCENARIO
            </text>
            {large && <SeatPaint model={model} />}
          </svg>
          <svg
            ref={svgRef}
            className={`${styles.svg} ${styles.above}`}
            viewBox={viewBox}
            role="group"
            aria-label="Mapa de sillas: flechas para moverte, Enter o espacio para elegir"
            onPointerDownCapture={onPointerDownCapture}
            {...touchTap}
            onClick={handleClick}
            onKeyDown={handleKeyDown}
          >
            <g ref={seatsRef} className={large ? styles.over : undefined} />
            <g aria-hidden="true">
              {[...chosen].map((id) => {
                const seat = model.seats.get(id);
                return (
                  seat && <circle key={id} className={styles.mark} cx={seat.x} cy={seat.y} r={seat.radius * 0.4} />
                );
              })}
            </g>
          </svg>
        </>
      }
    >
      <ZoomFrame onTransform={onTransform} />
    </MapDrawing.Provider>
  );
}

/** The map's drawing, handed past the zoom frame (which then renders once, not at every tap). */
const MapDrawing = createContext<ReactNode>(null);

function MapDrawingSlot() {
  return useContext(MapDrawing);
}

/**
 * The pan and zoom frame with its buttons. Memoised with a stable `onTransform`: each render of
 * react-zoom-pan-pinch's wrapper measures its content (a forced layout), which inside a tap's
 * click cost more than the tap's own work.
 */
const ZoomFrame = memo(function ZoomFrame({ onTransform }: { onTransform: (ref: ReactZoomPanPinchRef) => void }) {
  return (
    // a mouse wheel scrolls the page; pinch (a trackpad's is a ctrl+wheel), ctrl+wheel and the buttons zoom
    <TransformWrapper
      onTransform={onTransform}
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
          <TransformComponent wrapperClass={styles.viewport} contentClass={styles.content}>
            <MapDrawingSlot />
          </TransformComponent>
        </div>
      )}
    </TransformWrapper>
  );
});
