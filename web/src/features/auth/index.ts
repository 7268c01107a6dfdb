/**
 * The auth feature's public entry: what other features may use (the current user, the sign-in
 * invitation, the account calls the profile offers). Their imports come from here, never from
 * auth's folders (eslint `import/no-restricted-paths`); the app shell may import anything.
 */
export { useCurrentUser, useCurrentUserValue, useRefreshCurrentUser, type CurrentUser } from './hooks/use-current-user';
export { SignInInvitation, type SignInInvitationProps } from './components/SignInInvitation';
export { LazyEmailVerificationInvite as EmailVerificationInvite } from './components/LazyEmailVerificationInvite';
export type { ReturnState } from './utils/return-path';
export { getUser } from './api/get-user';
export { sendPasswordReset } from './api/send-password-reset';
export { signOut } from './api/sign-out';
export { showScopeOf } from './utils/show-scope';
export { useDoorShifts } from './hooks/use-door-shifts';
export { lastSignedInUid } from './utils/session-storage';
export { passwordCheckErrorMessage } from './utils/auth-error-messages';
