/** Document titles (WCAG 2.4.2): "<page> · Carcajada", the same in the app and in link previews. */
export const SITE_NAME = 'Carcajada';
/** The home page's title, and the app shell's before JavaScript runs. */
export const HOME_TITLE = `${SITE_NAME} · Shows de comedia`;

export function pageTitle(page: string): string {
  return page ? `${page} · ${SITE_NAME}` : HOME_TITLE;
}
