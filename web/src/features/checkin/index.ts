/**
 * The check-in feature's public entry (door scanner at /administrador/ingreso). Nothing else
 * imports its folders; the app shell loads its page lazily.
 */
export { default as CheckInPage } from './pages/CheckInPage';
