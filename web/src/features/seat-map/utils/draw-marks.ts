/**
 * User Timing marks around the map's first draw: DevTools' Performance panel shows them, and
 * `npm run bench -- --only seatmap` reads them (docs/performance/seated.md, "The seat map on a phone").
 */
export const SEAT_MAP_MARKS = {
  /** Every zone's view has answered: from here on the map can be drawn. */
  data: 'seat-map:data',
  /** The frame that shows the drawn map has been painted. */
  drawn: 'seat-map:drawn',
} as const;

export function markSeatMap(name: (typeof SEAT_MAP_MARKS)[keyof typeof SEAT_MAP_MARKS]): void {
  performance.mark(name);
}

/** Marks `drawn` once the next frame is painted (a task queued from requestAnimationFrame runs after it). */
export function markSeatMapDrawn(): void {
  requestAnimationFrame(() => setTimeout(() => markSeatMap(SEAT_MAP_MARKS.drawn), 0));
}
