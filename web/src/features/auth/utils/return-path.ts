/**
 * Where to go after login or sign-up. Screens that send a visitor to sign in (checkout)
 * pass `{ from: path }` as router state; anything else, or a path leaving the app, means /.
 */
export interface ReturnState {
  from: string;
}

export function returnPathFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const { from } = state;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
