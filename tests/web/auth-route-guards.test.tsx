import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '@carcajada/domain';
import {
  adminAuth,
  createUser,
  deleteCreatedUsers,
  trackCreatedUid,
  uniqueWebEmail,
  type TestUser,
} from './support/auth-fixtures';
import { auth, renderApp, signInAs, signOutOfApp } from './support/auth-render';

describe('route guards and the current user', () => {
  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [member, admin] = await Promise.all([createUser('guardia'), createUser('guardia-admin', 'ADMIN')]);
  });

  afterEach(async () => {
    await signOutOfApp();
    localStorage.clear();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it.each(['/iniciar-sesion', '/crear-cuenta', '/olvide-contrasena'])(
    'sends a signed-in USER from %s to /',
    async (path) => {
      await signInAs(member.email, member.password);
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('lets an anonymous visitor stay on the login page', async () => {
    const { router } = renderApp('/iniciar-sesion');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/iniciar-sesion');
  });

  it('keeps USER and anonymous visitors out of the admin page', async () => {
    const anonymous = renderApp('/administrador');
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/'));
    anonymous.unmount();
    await signInAs(member.email, member.password);
    const signedIn = renderApp('/administrador');
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/'));
  });

  it('lets an ADMIN into the admin page', async () => {
    await signInAs(admin.email, admin.password);
    const { router } = renderApp('/administrador');
    expect(await screen.findByRole('heading', { name: 'Panel del organizador' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/administrador');
    // the overview's figures load before the sign-out that ends the test (else they fail, denied, in the next one)
    expect(
      await screen.findByText(/Totales del periodo|No hay shows para este filtro/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('signs out an account that has no user document', async () => {
    const email = uniqueWebEmail('huerfana');
    const { uid } = await adminAuth().createUser({ email, password: 'Risas2026!' });
    trackCreatedUid(uid);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ uid }));
    await signInAs(email, 'Risas2026!');
    renderApp('/perfil');
    expect(await screen.findByRole('heading', { name: 'Tu perfil' })).toBeInTheDocument();
    await waitFor(() => expect(auth.currentUser).toBeNull());
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
