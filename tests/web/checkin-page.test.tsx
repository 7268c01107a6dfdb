import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';

describe('door check-in route', () => {
  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [member, admin] = await Promise.all([createUser('puerta'), createUser('puerta-admin', 'ADMIN')]);
  });

  afterEach(async () => {
    await signOutOfApp();
    localStorage.clear();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('keeps USER and anonymous visitors out', async () => {
    const anonymous = renderApp('/administrador/ingreso');
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/'));
    anonymous.unmount();
    await signInAs(member.email, member.password);
    const signedIn = renderApp('/administrador/ingreso');
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe('/'));
  });

  it('opens the scanner for an ADMIN, with manual entry and search', async () => {
    await signInAs(admin.email, admin.password);
    const { router } = renderApp('/administrador/ingreso');
    expect(await screen.findByLabelText('Referencia del ticket')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar por nombre o correo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Últimos escaneos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/administrador/ingreso');
  });
});
