import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { auth, renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { signOut } from '../../web/src/features/auth';
import { enqueue, readQueue, type QueuedAdmission } from '../../web/src/features/checkin/utils/offline-queue';

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
    expect(screen.getByLabelText('Buscar por nombre o referencia')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Últimos escaneos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/administrador/ingreso');
  });

  it('keeps each account’s offline admissions apart and removes them all at sign-out', async () => {
    const admission: QueuedAdmission = {
      id: 'escaneo-1',
      request: { eventId: 'show-puerta', ticketId: 'ABCDEFGH', count: 1 },
      scannedAt: new Date().toISOString(),
    };
    await signInAs(member.email, member.password);
    enqueue(member.uid, admission);
    localStorage.setItem('carcajada.checkin.queue', JSON.stringify([admission])); // an older version's single queue
    expect(readQueue(member.uid)).toEqual([admission]);
    expect(readQueue(admin.uid)).toEqual([]);
    expect(localStorage.getItem(`carcajada.checkin.queue.${member.uid}`)).not.toBeNull();

    await signOut(auth);
    expect(readQueue(member.uid)).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('carcajada.checkin.queue'))).toEqual([]);
  });
});
