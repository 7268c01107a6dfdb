import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type RefObject,
} from 'react';
import type { ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { modelOf, SeatGrid, type PlanRect } from '../utils/seat-paint';
import type { SeatMapModel } from '../utils/seat-map-model';

/** At most this many seats in view are drawn as elements; more, and the map is zoomed out. */
const ELEMENTS_IN_VIEW = 400;
/** How long the map stays still before the seats in view are drawn as elements. */
const SETTLE_MS = 150;

export interface SeatsInView {
  /** What the seat layer draws: the seats in view (when few enough), chosen or focused; null: all. */
  cutModel: SeatMapModel | null;
  /** The same cut for other chosen seats (a tap painted before React renders it); null: all. */
  cutFor: (chosen: ReadonlySet<string>, activeId: string | null) => SeatMapModel | null;
  /** Where a press began, in the plan (a touch's click is moved; see `seatAt`). */
  onPointerDownCapture: (event: PointerEvent<SVGSVGElement>) => void;
  /** The seat under the press a click or tap ends; a click without a press (assistive technology) keeps its target's. */
  seatAt: (clickTarget: () => string | null) => string | null;
  /** The zoom library's transform: once it settles, the seats in view are found again (stable). */
  onTransform: (ref: ReactZoomPanPinchRef) => void;
  svgRef: RefObject<SVGSVGElement | null>;
}

/** The part of the plan the map's window shows, in the plan's pixels. */
function viewRect(svg: SVGSVGElement, wrapper: HTMLElement): PlanRect | null {
  const toPlan = svg.getScreenCTM()?.inverse();
  if (!toPlan) return null;
  const box = wrapper.getBoundingClientRect();
  const a = new DOMPoint(box.left, box.top).matrixTransform(toPlan);
  const b = new DOMPoint(box.right, box.bottom).matrixTransform(toPlan);
  return { minX: Math.min(a.x, b.x), minY: Math.min(a.y, b.y), maxX: Math.max(a.x, b.x), maxY: Math.max(a.y, b.y) };
}

/**
 * A large plan's level of detail: zoomed out, its seats are only paint (a phone shows them a
 * couple of pixels wide); zoomed in far enough, the seats in view become elements a screen reader
 * names and a tap or the keyboard reaches. `model` null: a plan small enough to draw whole.
 */
export function useSeatsInView(
  model: SeatMapModel | null,
  chosen: ReadonlySet<string>,
  activeId: string | null,
): SeatsInView {
  const svgRef = useRef<SVGSVGElement>(null);
  const grid = useMemo(() => (model ? new SeatGrid(model.seats.values()) : null), [model]);
  const [inView, setInView] = useState<readonly string[]>([]);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressed = useRef<DOMPoint | null>(null);
  const latestGrid = useRef(grid);
  useLayoutEffect(() => {
    latestGrid.current = grid;
  }, [grid]);
  useEffect(() => () => clearTimeout(settle.current), []);

  const cutFor = useCallback(
    (chosenNow: ReadonlySet<string>, activeNow: string | null) => {
      if (!model) return null;
      const ids = new Set([...inView, ...chosenNow]);
      if (activeNow !== null) ids.add(activeNow);
      return modelOf(model, ids);
    },
    [model, inView],
  );
  const layerModel = useMemo(() => cutFor(chosen, activeId), [cutFor, chosen, activeId]);

  const onTransform = useCallback((ref: ReactZoomPanPinchRef) => {
    if (!latestGrid.current) return;
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const wrapper = ref.instance.wrapperComponent;
      const rect = svgRef.current && wrapper ? viewRect(svgRef.current, wrapper) : null;
      const seats = rect ? (latestGrid.current?.seatsIn(rect, ELEMENTS_IN_VIEW) ?? []) : [];
      const ids = seats.map((seat) => seat.id);
      setInView((before) => (before.join() === ids.join() ? before : ids));
    }, SETTLE_MS);
  }, []);

  // The press's point, not the click's: a browser moves a tap's click onto the nearest focusable
  // element (touch adjustment), which on a painted map is a chosen seat beside the one tapped.
  // Found in the plan at the press, while the page's layout is still clean: read in the click,
  // the map's transform would force a layout first.
  function onPointerDownCapture(event: PointerEvent<SVGSVGElement>) {
    const toPlan = grid ? event.currentTarget.getScreenCTM()?.inverse() : undefined;
    pressed.current = toPlan ? new DOMPoint(event.clientX, event.clientY).matrixTransform(toPlan) : null;
  }

  function seatAt(clickTarget: () => string | null): string | null {
    const point = pressed.current;
    pressed.current = null;
    if (!point) return clickTarget();
    return grid?.seatAt(point.x, point.y)?.id ?? null;
  }

  return { cutModel: layerModel, cutFor, onPointerDownCapture, seatAt, onTransform, svgRef };
}
