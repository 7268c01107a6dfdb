import { seatAccessibleName } from '@carcajada/domain/seating';
import { rowLabelAt, type MapRow, type MapSeat, type SeatMapModel } from './seat-map-model';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** The stylesheet's class names the layer writes (CSS modules hash them). */
export interface SeatLayerClasses {
  seat: string;
  free: string;
  taken: string;
  selected: string;
  blocked: string;
  rowLabel: string;
  flag: string;
}

/** What the buyer is doing on the map: the seats' looks follow from it and the model. */
export interface SeatLayerInput {
  model: SeatMapModel;
  chosen: ReadonlySet<string>;
  activeId: string | null;
  prices: Readonly<Record<string, number>>;
}

interface DrawnSeat {
  circle: SVGElement;
  flag: SVGElement | null;
  /** The look last written: attributes are written again only when it changes. */
  look: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const MARKUP_CHARS = /[&<>"']/;

/** Plan text (zone names, row labels, ids) made safe inside markup; most has nothing to escape. */
function escapeMarkup(text: string): string {
  return MARKUP_CHARS.test(text) ? text.replace(/[&<>"']/g, (char) => ESCAPES[char]!) : text;
}

/** A seat's attributes as the buyer's state makes them: the same for the first draw and each update. */
function seatAttributes(
  seat: MapSeat,
  input: SeatLayerInput,
  classes: SeatLayerClasses,
): Record<string, string | null> {
  const chosen = input.chosen.has(seat.id);
  const state = chosen ? 'selected' : seat.status;
  return {
    'aria-checked': String(chosen),
    'aria-disabled': !chosen && seat.status !== 'free' ? 'true' : null,
    'aria-label': seatAccessibleName(seat.place, input.prices[seat.categoryName] ?? 0, state, {
      wheelchair: seat.wheelchair,
      companion: seat.companion,
      restricted_view: seat.restrictedView,
    }),
    tabindex: seat.id === input.activeId ? '0' : '-1',
    class: `${classes.seat} ${classes[state]}`,
    fill: seat.status === 'free' || chosen ? seat.color : null,
  };
}

/** What decides a seat's attributes, cheap to compare: a tap compares 5,000 of these, not their names. */
function lookOf(seat: MapSeat, input: SeatLayerInput): string {
  return `${seat.status}|${input.chosen.has(seat.id)}|${seat.id === input.activeId}|${input.prices[seat.categoryName]}`;
}

/**
 * What the markup holds beyond the seats' states (rows, names, places, geometry, flags): when it
 * changes (a plan saved again resizes a date's views), the layer is drawn anew.
 */
function layoutOf(model: SeatMapModel): string {
  return model.rows
    .map(
      (row) =>
        `${row.zoneName}|${row.label}|` +
        row.seats
          .map((seat) => `${seat.id},${seat.place.number},${seat.x},${seat.y},${seat.radius},${seat.wheelchair}`)
          .join(';'),
    )
    .join('/');
}

/** How long one task of the first draw may take before the browser gets the thread back. */
const DRAW_SLICE_MS = 12;

/** What the layer is told besides its input: whether it draws the rows' labels, and when a draw ends. */
export interface SeatLayerOptions {
  /** False when the rows' labels are drawn elsewhere (a large plan's paint has them). */
  rowLabels?: boolean;
  /** Every seat of a new layout is drawn (the last slice is in the document). */
  onDrawn?: () => void;
}

/**
 * The map's seats, written by hand into one SVG group rather than by React: each row is one markup
 * string the browser parses at once, and a tap rewrites the attributes of the seats it changed
 * (their elements stay, so the focus stays too). Each seat is the checkbox itself, named for screen
 * readers, with the roving tabindex of the map's keyboard path. A new layout is drawn a few rows
 * per task, so a phone's page stays responsive while hundreds of seats are made; the group is
 * `aria-busy` until the last row.
 */
export class SeatLayer {
  private drawn = new Map<string, DrawnSeat>();
  private layout = '';
  /** The model the layout was last checked against: a tap keeps the model and skips the check. */
  private model: SeatMapModel | null = null;
  /** The latest input: rows still to draw are drawn from it. */
  private input: SeatLayerInput | null = null;
  private nextRow = 0;
  private slice: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly root: SVGGElement,
    private readonly classes: SeatLayerClasses,
    private readonly options: SeatLayerOptions = {},
  ) {}

  /** Brings the seats' elements to `input`: everything the first time, then only what changed. */
  update(input: SeatLayerInput): void {
    this.input = input;
    if (input.model !== this.model) {
      this.model = input.model;
      const layout = layoutOf(input.model);
      if (layout !== this.layout) {
        this.layout = layout;
        this.drawAnew();
        return;
      }
    }
    for (const seat of input.model.seats.values()) {
      const drawn = this.drawn.get(seat.id);
      if (!drawn) continue;
      const look = lookOf(seat, input);
      if (look === drawn.look) continue;
      drawn.look = look;
      for (const [name, value] of Object.entries(seatAttributes(seat, input, this.classes)))
        if (value === null) drawn.circle.removeAttribute(name);
        else drawn.circle.setAttribute(name, value);
      // a chosen seat shows its mark (drawn above the layer) instead of its flag
      drawn.flag?.setAttribute('display', input.chosen.has(seat.id) ? 'none' : 'inline');
    }
  }

  /** The seat's element (the keyboard path focuses it). */
  element(id: string): SVGElement | null {
    return this.drawn.get(id)?.circle ?? null;
  }

  /** Stops a draw under way (the map is gone). */
  dispose(): void {
    clearTimeout(this.slice);
  }

  private drawAnew(): void {
    clearTimeout(this.slice);
    this.root.replaceChildren();
    this.drawn.clear();
    this.nextRow = 0;
    this.root.setAttribute('aria-busy', 'true');
    this.drawSlice();
  }

  /** Rows until the slice's time is used (at least one), then the rest in a later task. */
  private drawSlice(): void {
    const input = this.input!;
    const start = performance.now();
    do this.drawRow(input.model.rows[this.nextRow++]!, input);
    while (this.nextRow < input.model.rows.length && performance.now() - start < DRAW_SLICE_MS);
    if (this.nextRow < input.model.rows.length) {
      this.slice = setTimeout(() => this.drawSlice(), 0);
      return;
    }
    this.root.removeAttribute('aria-busy');
    this.options.onDrawn?.();
  }

  private drawRow(row: MapRow, input: SeatLayerInput): void {
    const markup: string[] = [];
    markup.push(`<g role="group" aria-label="${escapeMarkup(`${row.zoneName}, fila ${row.label}`)}">`);
    if (this.options.rowLabels !== false) {
      const label = rowLabelAt(row);
      markup.push(
        `<text class="${this.classes.rowLabel}" x="${label.x}" y="${label.y}" aria-hidden="true">${escapeMarkup(row.label)}</text>`,
      );
    }
    for (const seat of row.seats) {
      let written = '';
      for (const [name, value] of Object.entries(seatAttributes(seat, input, this.classes)))
        if (value !== null) written += ` ${name}="${escapeMarkup(value)}"`;
      markup.push(
        `<circle data-seat="${escapeMarkup(seat.id)}" role="checkbox" cx="${seat.x}" cy="${seat.y}" r="${seat.radius}"${written}/>`,
      );
      if (seat.wheelchair)
        markup.push(
          `<text class="${this.classes.flag}" x="${seat.x}" y="${seat.y}" aria-hidden="true" display="${input.chosen.has(seat.id) ? 'none' : 'inline'}">♿</text>`,
        );
    }
    markup.push('</g>');
    const parsed = document.createElementNS(SVG_NAMESPACE, 'g');
    parsed.innerHTML = markup.join('');
    const group = parsed.firstElementChild!;
    this.root.append(group);
    const seats = new Map(row.seats.map((seat) => [seat.id, seat]));
    for (const circle of group.querySelectorAll<SVGElement>('[data-seat]')) {
      const seat = seats.get(circle.dataset.seat!)!;
      const next = circle.nextElementSibling;
      const flag =
        next instanceof SVGElement && !next.hasAttribute('data-seat') && next.tagName === 'text' ? next : null;
      this.drawn.set(seat.id, { circle, flag, look: lookOf(seat, input) });
    }
  }
}
