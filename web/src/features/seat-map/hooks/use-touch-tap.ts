import { useRef, type PointerEvent, type TouchEvent } from 'react';

/**
 * How far a finger may move between press and lift for the lift to be a tap, in CSS pixels
 * (Chrome's own touch slop is 15): farther, it panned the map.
 */
const TAP_SLOP_PX = 10;

export interface TouchTapHandlers {
  onPointerDown: (event: PointerEvent<SVGSVGElement>) => void;
  onPointerUp: (event: PointerEvent<SVGSVGElement>) => void;
  onPointerCancel: () => void;
  onTouchEnd: (event: TouchEvent<SVGSVGElement>) => void;
}

/**
 * A finger's tap answered at its lift (`pointerup`), not at the click the browser makes of it:
 * Chrome dispatches that click, with the compatibility mouse events before it, in a second task,
 * which a tap's paint waited for. When `onTap` answers the tap (true), the `touchend` of the same
 * task is cancelled, so no mouse event or click follows; otherwise (a finger between a small
 * plan's seats) the click comes as before, moved onto the nearest seat by the browser. A second
 * finger (a pinch), a move past the slop (a pan) or a cancelled pointer is not a tap. A mouse, a
 * pen, the keyboard and assistive technology still choose by click.
 */
export function useTouchTap(onTap: (event: PointerEvent<SVGSVGElement>) => boolean): TouchTapHandlers {
  const press = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const answered = useRef(false);
  return {
    onPointerDown(event) {
      if (event.pointerType !== 'touch') return;
      answered.current = false;
      press.current = event.isPrimary ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp(event) {
      const start = press.current;
      if (!start || start.pointerId !== event.pointerId) return;
      press.current = null;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > TAP_SLOP_PX) return;
      answered.current = onTap(event);
    },
    onPointerCancel() {
      press.current = null;
    },
    onTouchEnd(event) {
      if (!answered.current) return;
      answered.current = false;
      event.preventDefault();
    },
  };
}
