import { eventFilterWindow, startOfBogotaDay, type DateWindow } from '@carcajada/domain';

/** The overview's periods: upcoming first; past shows one choice away (Bogotá days). */
export const ADMIN_PERIODS = ['proximos', 'hoy', 'semana', 'mes', 'pasados'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];

export const ADMIN_PERIOD_LABELS: Record<AdminPeriod, string> = {
  proximos: 'Próximos',
  hoy: 'Hoy',
  semana: 'Esta semana',
  mes: 'Este mes',
  pasados: 'Pasados',
};

export interface PeriodQuery {
  window: { from?: Date; to?: Date };
  /** Past shows read newest first; everything else soonest first. */
  order: 'asc' | 'desc';
}

export function isAdminPeriod(value: unknown): value is AdminPeriod {
  return ADMIN_PERIODS.includes(value as AdminPeriod);
}

export function periodQuery(period: AdminPeriod, now: Date): PeriodQuery {
  if (period === 'pasados') return { window: { to: startOfBogotaDay(now) }, order: 'desc' };
  const filter = period === 'proximos' ? 'proximamente' : period;
  const window: DateWindow = eventFilterWindow(filter, now);
  return { window, order: 'asc' };
}
