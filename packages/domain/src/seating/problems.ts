import type { z } from 'zod';

/** At most this many problems are listed; the rest are counted. */
export const MAX_LISTED_PROBLEMS = 20;

const PLACE_NAMES: Record<string, string> = {
  zones: 'zona',
  rows: 'fila',
  seats: 'silla',
  categories: 'categoría',
  areas: 'área',
  points: 'punto',
};

/** ['zones', 0, 'rows', 3, 'seat_guid'] → "zona 1 › fila 4 › seat_guid" (what an organizer can find). */
export function placeOf(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let index = 0; index < path.length; index += 1) {
    const key = path[index];
    const next = path[index + 1];
    if (typeof key === 'string' && typeof next === 'number' && PLACE_NAMES[key]) {
      parts.push(`${PLACE_NAMES[key]} ${next + 1}`);
      index += 1;
    } else parts.push(String(key));
  }
  return parts.length ? parts.join(' › ') : 'el archivo';
}

const EXPECTED: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
};

/** One zod issue in Spanish, with where it is. */
export function issueText(issue: z.core.$ZodIssue): string {
  const place = placeOf(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${place}: falta`
        : `${place}: debe ser ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'unrecognized_keys':
      return `${place}: ${issue.keys.length === 1 ? 'campo desconocido' : 'campos desconocidos'} ${issue.keys.map((key) => `«${key}»`).join(', ')}`;
    case 'too_big':
      return `${place}: ${issue.origin === 'string' ? `máximo ${issue.maximum} caracteres` : `máximo ${issue.maximum}`}`;
    case 'too_small':
      return `${place}: ${issue.origin === 'string' ? 'no puede estar vacío' : `mínimo ${issue.minimum}`}`;
    case 'invalid_value':
      return `${place}: debe ser ${issue.values.map((value) => JSON.stringify(value)).join(' o ')}`;
    default:
      return `${place}: ${issue.message}`;
  }
}

/** The list an organizer reads: at most MAX_LISTED_PROBLEMS, then how many more. */
export function listedProblems(problems: readonly string[]): string[] {
  if (problems.length <= MAX_LISTED_PROBLEMS) return [...problems];
  const rest = problems.length - MAX_LISTED_PROBLEMS;
  return [...problems.slice(0, MAX_LISTED_PROBLEMS), `… y ${rest} ${rest === 1 ? 'problema más' : 'problemas más'}`];
}
