/**
 * A sold-out date's demand on its dashboard page (/administrador/shows/:id/ventas): its waitlist,
 * the places its queue left waiting, and "Abrir otra función", the editor of a new date of the
 * same show prefilled (its own PULEP still to fill), with the priority window's hours.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { bogotaDateString, PRIORITY_TEXTS } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';

const tag = Math.random().toString(36).slice(2, 8);
const ORGANIZER_ID = `demanda-org-${tag}`;
let soldOutId = '';
let onSaleId = '';

async function date(name: string, fields: Record<string, unknown>): Promise<string> {
  const start = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
  const ref = adminDb().collection('events').doc();
  await ref.set({
    ...eventDocument({
      slug: `demanda-${ref.id.toLowerCase()}`,
      name,
      start,
      date: bogotaDateString(start),
      time: '20:00',
      organizerId: ORGANIZER_ID,
      pulep_code: 'PRUEBA-001',
    }),
    capacity: 10,
    ...fields,
  });
  return ref.id;
}

describe("a sold-out date's demand", () => {
  let organizer: TestUser;

  beforeAll(async () => {
    organizer = await createUser('demanda-organizador');
    await adminDb()
      .doc(`organizers/${ORGANIZER_ID}`)
      .set(
        organizerDocument({
          name: `Demanda ${tag}`,
          nit: '900123456-8',
          email: 'demanda@organizadores.test',
          phone: '3001234567',
          commission_percent: 10,
          active: true,
        }),
      );
    await adminDb().doc(`users/${organizer.uid}`).update({ role: 'ORGANIZER', organizerId: ORGANIZER_ID });
    soldOutId = await date('Show agotado', { seats_left: 0, waitlist: { people: 3, seats: 5 }, queue: true });
    await adminDb().doc(`queues/${soldOutId}`).set({ waiting: 0, admitted: 10, soldOut: true, leftWaiting: 7 });
    onSaleId = await date('Show con cupos', { seats_left: 4 });
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteDocuments(
      [`organizers/${ORGANIZER_ID}`, `queues/${soldOutId}`],
      [`events/${soldOutId}`, `events/${onSaleId}`],
    );
    await deleteCreatedUsers();
  });

  it('shows the waitlist and the queue left waiting, and opens the editor for another date', async () => {
    await signInAs(organizer.email, organizer.password);
    renderApp(`/administrador/shows/${soldOutId}/ventas`);
    expect(await screen.findByRole('heading', { name: PRIORITY_TEXTS.demandTitle })).toBeInTheDocument();
    expect(screen.getByText(PRIORITY_TEXTS.demandWaitlist(3, 5))).toBeInTheDocument();
    expect(await screen.findByText(PRIORITY_TEXTS.demandQueue(7))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: PRIORITY_TEXTS.openAnother }));
    expect(await screen.findByRole('heading', { name: PRIORITY_TEXTS.editorTitle })).toBeInTheDocument();
    expect(await screen.findByLabelText(PRIORITY_TEXTS.windowHours)).toHaveValue(24);
    expect(screen.getByDisplayValue('Show agotado')).toBeInTheDocument();
    expect(screen.getByLabelText(/Código PULEP/)).toHaveValue('');
  });

  it('shows no demand on a date with seats left', async () => {
    await signInAs(organizer.email, organizer.password);
    renderApp(`/administrador/shows/${onSaleId}/ventas`);
    expect(await screen.findByRole('heading', { name: /Ventas y códigos · Show con cupos/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: PRIORITY_TEXTS.demandTitle })).not.toBeInTheDocument();
  });
});
