/** What the editor hands the overview after a save: the message and, if published, the show's slug. */
export interface AdminNotice {
  text: string;
  slug: string | null;
}

/** The notice in a router location's state, if any. */
export function noticeOf(state: unknown): AdminNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = state.notice as Partial<AdminNotice> | undefined;
  return typeof notice?.text === 'string' ? { text: notice.text, slug: notice.slug ?? null } : null;
}
