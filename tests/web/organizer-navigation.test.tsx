/** The dashboard by role (v3): what each role's navigation shows, and where a door person lands. */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';

const organizerId = `nav-${randomUUID().slice(0, 8)}`;
const staffPath = (uid: string) => `events/nav-show-${organizerId}/door_staff/${uid}`;

describe('dashboard navigation by role', () => {
  let admin: TestUser;
  let organizer: TestUser;
  let doorPerson: TestUser;

  beforeAll(async () => {
    [admin, organizer, doorPerson] = await Promise.all([
      createUser('nav-admin', 'ADMIN'),
      createUser('nav-organizador'),
      createUser('nav-portero'),
    ]);
    await adminDb()
      .doc(`organizers/${organizerId}`)
      .set(
        organizerDocument({
          name: 'Navegación SAS',
          nit: '900123456-8',
          email: 'nav@organizadores.test',
          phone: '3001234567',
          commission_percent: 10,
          active: true,
        }),
      );
    await adminDb().doc(`users/${organizer.uid}`).update({ role: 'ORGANIZER', organizerId });
    await adminDb()
      .doc(staffPath(doorPerson.uid))
      .set({ uid: doorPerson.uid, eventId: `nav-show-${organizerId}`, email: doorPerson.email, name: 'Portero' });
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteDocuments([staffPath(doorPerson.uid), `organizers/${organizerId}`]);
    await deleteCreatedUsers();
  });

  it('an ORGANIZER gets the dashboard with Liquidación but not Organizadores', async () => {
    await signInAs(organizer.email, organizer.password);
    const { router } = renderApp('/administrador');
    expect(await screen.findByRole('heading', { name: 'Panel del organizador' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/administrador');
    expect(screen.getByRole('link', { name: 'Liquidación' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Organizadores' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(/Totales del periodo|No hay shows para este filtro/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('an ADMIN also gets Organizadores', async () => {
    await signInAs(admin.email, admin.password);
    renderApp('/administrador');
    expect(await screen.findByRole('link', { name: 'Organizadores' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Totales del periodo|No hay shows para este filtro/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it.each(['/administrador', '/administrador/liquidacion', '/administrador/shows/nuevo'])(
    'a door person who opens %s lands on the scanner',
    async (path) => {
      await signInAs(doorPerson.email, doorPerson.password);
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/administrador/ingreso'), { timeout: 15_000 });
    },
  );

  it('an ORGANIZER who opens the login page is sent to / (the spec’s redirect includes ORGANIZER)', async () => {
    await signInAs(organizer.email, organizer.password);
    const { router } = renderApp('/iniciar-sesion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
