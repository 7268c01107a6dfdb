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
 * What a row's markup holds beyond its seats' states (names, places, geometry, flags): when it
 * changes (a plan saved again resizes a date's views; a large plan's cut gains a seat), the row is
 * drawn anew.
 */
function rowLayoutOf(row: MapRow): string {
  return (
    `${row.zoneName}|${row.label}|` +
    row.seats
      .map((seat) => `${seat.id},${seat.place.number},${seat.x},${seat.y},${seat.radius},${seat.wheelchair}`)
      .join(';')
  );
}

/** How long one task of the first draw may take before the browser gets the thread back. */
const DRAW_SLICE_MS = 12;
/** Up to this many rows changed, they are redrawn in place at once; more, the layer is drawn anew in slices. */
const ROWS_REDRAWN_IN_PLACE = 8;

/** A row's group in the layer and the layout it was drawn for. */
interface DrawnRow {
  group: Element;
  layout: string;
  seatIds: string[];
}

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
 * readers, with the roving tabindex of the map's keyboard path. A new layout is made a few rows
 * per task, so a phone's page stays responsive while hundreds of seats are made, and shown at once
 * when its last row is made; the group is `aria-busy` until then.
 */
export class SeatLayer {
  private drawn = new Map<string, DrawnSeat>();
  private rows = new Map<string, DrawnRow>();
  private layout = '';
  /** Each row's layout of the draw under way (computed once per new layout, in `update`). */
  private layouts: string[] = [];
  /** The model the layout was last checked against: a tap keeps the model and skips the check. */
  private model: SeatMapModel | null = null;
  /** The latest input: rows still to draw are drawn from it. */
  private input: SeatLayerInput | null = null;
  private nextRow = 0;
  /** A new layout's rows are still being drawn, a slice per task. */
  private drawing = false;
  /**
   * The rows of the draw under way, made outside the document and put in it at once when the last
   * is made: the browser styles and paints the seats in one frame, not in a frame after each slice
   * (each of which restyled and repainted the whole layer).
   */
  private made = document.createDocumentFragment();
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
      const layouts = input.model.rows.map(rowLayoutOf);
      const layout = layouts.join('/');
      if (layout !== this.layout) {
        this.layout = layout;
        if (!this.redrawChangedRows(input, layouts)) {
          this.drawAnew(layouts);
          return;
        }
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

  /**
   * A few rows changed and no draw is under way (a tap on a large plan adds its seat to the cut):
   * those rows are redrawn in place, the others and their focus left alone. False: too many.
   */
  private redrawChangedRows(input: SeatLayerInput, layouts: string[]): boolean {
    if (this.rows.size === 0 || this.drawing) return false;
    const kept = new Set(
      input.model.rows.filter((row, index) => this.rows.get(row.key)?.layout === layouts[index]).map((row) => row.key),
    );
    if (input.model.rows.length - kept.size > ROWS_REDRAWN_IN_PLACE) return false;
    for (const [key, drawn] of this.rows) if (!kept.has(key)) this.forgetRow(key, drawn);
    let previous: Element | null = null;
    input.model.rows.forEach((row, index) => {
      if (kept.has(row.key)) {
        previous = this.rows.get(row.key)!.group;
        return;
      }
      const group = this.drawRow(row, layouts[index]!, input);
      if (previous) previous.after(group);
      else this.root.prepend(group);
      previous = group;
    });
    return true;
  }

  private forgetRow(key: string, drawn: DrawnRow): void {
    drawn.group.remove();
    for (const id of drawn.seatIds) this.drawn.delete(id);
    this.rows.delete(key);
  }

  private drawAnew(layouts: string[]): void {
    this.layouts = layouts;
    clearTimeout(this.slice);
    this.root.replaceChildren();
    this.drawn.clear();
    this.rows.clear();
    this.nextRow = 0;
    this.made = document.createDocumentFragment();
    this.drawing = true;
    this.root.setAttribute('aria-busy', 'true');
    this.drawSlice();
  }

  /** Rows until the slice's time is used (at least one), then the rest in a later task. */
  private drawSlice(): void {
    const input = this.input!;
    const start = performance.now();
    do {
      const index = this.nextRow++;
      this.made.append(this.drawRow(input.model.rows[index]!, this.layouts[index]!, input));
    } while (this.nextRow < input.model.rows.length && performance.now() - start < DRAW_SLICE_MS);
    if (this.nextRow < input.model.rows.length) {
      this.slice = setTimeout(() => this.drawSlice(), 0);
      return;
    }
    this.root.append(this.made);
    this.drawing = false;
    this.root.removeAttribute('aria-busy');
    this.options.onDrawn?.();
  }

  /** A row's group, its seats kept in `drawn`; the caller puts it in its place. */
  private drawRow(row: MapRow, layout: string, input: SeatLayerInput): Element {
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
    const seats = new Map(row.seats.map((seat) => [seat.id, seat]));
    for (const circle of group.querySelectorAll<SVGElement>('[data-seat]')) {
      const seat = seats.get(circle.dataset.seat!)!;
      const next = circle.nextElementSibling;
      const flag =
        next instanceof SVGElement && !next.hasAttribute('data-seat') && next.tagName === 'text' ? next : null;
      this.drawn.set(seat.id, { circle, flag, look: lookOf(seat, input) });
    }
    this.rows.set(row.key, { group, layout, seatIds: row.seats.map((seat) => seat.id) });
    return group;
  }
}
