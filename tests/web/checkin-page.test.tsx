import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { bogotaInstant } from '@carcajada/domain';
import { createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { auth, renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { signOut } from '../../web/src/features/auth';
import { enqueue, readQueue, type QueuedAdmission } from '../../web/src/features/checkin/utils/offline-queue';
import { doorShowLabel } from '../../web/src/features/checkin/utils/door-show-label';
import { DoorVerdict } from '../../web/src/features/checkin/components/DoorVerdict';

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

describe('the door’s show picker', () => {
  it('names each show by its Bogotá date in Spanish, never a raw YYYY-MM-DD', () => {
    const start = bogotaInstant('2026-12-24', '20:00');
    const label = doorShowLabel({ name: 'Noche de impro', start }, bogotaInstant('2026-12-20', '09:00'));
    expect(label).toBe('jueves, 24 de diciembre · 20:00 · Noche de impro');
    expect(label).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // the same Bogotá day, even late at night in UTC
    expect(doorShowLabel({ name: 'Noche de impro', start }, bogotaInstant('2026-12-24', '23:30'))).toBe(
      'Hoy · 20:00 · Noche de impro',
    );
  });
});

describe('the door’s verdict', () => {
  const admitted = {
    id: 'escaneo-sentado',
    at: new Date().toISOString(),
    tone: 'ok',
    headline: 'Adelante',
    holderName: 'Ana Sentada',
    people: '2 de 2 personas',
    sync: 'synced',
  } as const;

  it('names a seated ticket’s seats under its holder', () => {
    const seats = ['Platea · Fila F · Silla 12', 'Platea · Fila F · Silla 13'];
    render(<DoorVerdict result={{ ...admitted, seats }} onDismiss={() => undefined} />);
    const verdict = screen.getByTestId('checkin-result');
    expect(verdict).toHaveTextContent('Ana Sentada');
    const shown = within(screen.getByTestId('checkin-seats'));
    for (const seat of seats) expect(shown.getByText(seat)).toBeInTheDocument();
  });

  it('shows no seats for general admission', () => {
    render(<DoorVerdict result={{ ...admitted, seats: [] }} onDismiss={() => undefined} />);
    expect(screen.getByTestId('checkin-result')).toHaveTextContent('Adelante');
    expect(screen.queryByTestId('checkin-seats')).toBeNull();
  });
});
