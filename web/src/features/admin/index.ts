/**
 * The admin feature's public entry (organizer dashboard under /administrador). The app shell
 * loads its pages lazily; nothing else needs its folders.
 */
export { default as AdminPage } from './pages/AdminPage';
export { default as EventEditorPage } from './pages/EventEditorPage';
export { default as AttendeesPage } from './pages/AttendeesPage';
