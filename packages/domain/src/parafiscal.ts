/**
 * The contribución parafiscal of the performing arts (Ley 1493 de 2011, art. 7): a
 * ticket operator withholds `parafiscal_percent` % of each ticket whose price is at least
 * `parafiscal_min_uvt` UVT (DIAN's tax value unit of the show's year) from what it pays the
 * producer. One function, used by the purchase (the ticket's `parafiscal`) and the settlement.
 */

/** config/tax_config as stored. */
export interface TaxConfig {
  /** UVT in COP by year ('2026' → 52,374, DIAN's resolution for 2026). */
  uvt: Record<string, number>;
  parafiscal_percent: number;
  parafiscal_min_uvt: number;
}

export const TAX_CONFIG_PATH = 'config/tax_config';

/** The values in force for 2026, used when the document is missing (and written by the seed). */
export const DEFAULT_TAX_CONFIG: Readonly<TaxConfig> = Object.freeze({
  uvt: Object.freeze({ '2025': 49_799, '2026': 52_374 }),
  parafiscal_percent: 10,
  parafiscal_min_uvt: 3,
});

/** config/tax_config as the seed and the tests write it. */
export function taxConfigDocument(config: TaxConfig = DEFAULT_TAX_CONFIG): TaxConfig {
  return {
    uvt: { ...config.uvt },
    parafiscal_percent: config.parafiscal_percent,
    parafiscal_min_uvt: config.parafiscal_min_uvt,
  };
}

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The stored document, read defensively: missing (undefined) gives the defaults; a year whose UVT
 * is not a positive number is left out; a missing percent or threshold takes the default's.
 */
export function taxConfigFrom(data: Record<string, unknown> | undefined): TaxConfig {
  if (data === undefined) return taxConfigDocument();
  const uvt: Record<string, number> = {};
  const stored = typeof data.uvt === 'object' && data.uvt !== null ? (data.uvt as Record<string, unknown>) : {};
  for (const [year, value] of Object.entries(stored)) {
    const amount = positive(value);
    if (/^\d{4}$/.test(year) && amount !== null) uvt[year] = amount;
  }
  const percent = data.parafiscal_percent;
  return {
    uvt: Object.keys(uvt).length > 0 ? uvt : { ...DEFAULT_TAX_CONFIG.uvt },
    parafiscal_percent:
      typeof percent === 'number' && Number.isFinite(percent) && percent >= 0 && percent <= 100
        ? percent
        : DEFAULT_TAX_CONFIG.parafiscal_percent,
    parafiscal_min_uvt: positive(data.parafiscal_min_uvt) ?? DEFAULT_TAX_CONFIG.parafiscal_min_uvt,
  };
}

/**
 * The UVT of a year: its own, else the latest year before it that has one (DIAN publishes the
 * next year's in December; until it is entered the last one known applies), else the earliest known.
 */
export function uvtForYear(config: TaxConfig, year: number): number {
  const years = Object.keys(config.uvt)
    .map(Number)
    .sort((a, b) => a - b);
  const known = years.filter((candidate) => candidate <= year);
  const chosen = known.length > 0 ? known[known.length - 1]! : years[0]!;
  return config.uvt[String(chosen)]!;
}

/** The lowest unit price that carries the contribution in that year: min_uvt × UVT, in whole COP. */
export function parafiscalThreshold(config: TaxConfig, year: number): number {
  return Math.ceil(config.parafiscal_min_uvt * uvtForYear(config, year));
}

export interface ParafiscalSale {
  /** COP of one ticket after discounts, before taxes and fees (a courtesy or free ticket: 0). */
  unitPrice: number;
  quantity: number;
  /** The show's Bogotá day, 'YYYY-MM-DD': its year chooses the UVT. */
  showDate: string;
}

/**
 * The ticket's `parafiscal` (COP, integer): when the unit price is at least the year's threshold,
 * `parafiscal_percent` % of it (rounded to the peso) times the quantity; otherwise 0. Free
 * tickets and courtesies carry 0.
 */
export function parafiscalContribution(sale: ParafiscalSale, config: TaxConfig): number {
  const unitPrice = Math.max(0, sale.unitPrice);
  const year = Number(sale.showDate.slice(0, 4));
  if (unitPrice <= 0 || !Number.isInteger(year) || sale.quantity <= 0) return 0;
  if (unitPrice < parafiscalThreshold(config, year)) return 0;
  return Math.round((unitPrice * config.parafiscal_percent) / 100) * sale.quantity;
}

/**
 * What a stored ticket contributes now: its `parafiscal` while it stands (paid, admitted or a
 * reservation); 0 once it ended — refunded, expired or its date cancelled carry none. The
 * settlement sums the same tickets (approved and live) through an aggregation query.
 */
export function standingParafiscal(ticket: {
  parafiscal?: unknown;
  ticketStatus: string;
  paymentStatus: string;
}): number {
  if (ticket.ticketStatus === 'cancelled' || ticket.paymentStatus !== 'approved') return 0;
  return typeof ticket.parafiscal === 'number' && Number.isInteger(ticket.parafiscal) && ticket.parafiscal > 0
    ? ticket.parafiscal
    : 0;
}
