/**
 * Salas (/administrador/salas, v6): an ORGANIZER builds a plan in the editor (a zone, generated
 * rows, a seat removed, a wheelchair place) and saves it through saveSeatingPlan; a plan without
 * seats is refused with the list of what is wrong.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { CALLABLE_ANSWER } from './support/waits';

const organizerId = `salas-${randomUUID().slice(0, 8)}`;

async function plansOfOrganizer() {
  return (await adminDb().collection('seating_plans').where('organizerId', '==', organizerId).get()).docs;
}

describe('seating plan editor', () => {
  let organizer: TestUser;

  beforeAll(async () => {
    organizer = await createUser('salas-organizador');
    await adminDb()
      .doc(`organizers/${organizerId}`)
      .set(
        organizerDocument({
          name: 'Salas SAS',
          nit: '900123456-8',
          email: 'salas@organizadores.test',
          phone: '3001234567',
          commission_percent: 10,
          active: true,
        }),
      );
    await adminDb().doc(`users/${organizer.uid}`).update({ role: 'ORGANIZER', organizerId });
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    for (const plan of await plansOfOrganizer()) await adminDb().recursiveDelete(plan.ref);
    await deleteDocuments([`organizers/${organizerId}`]);
    await deleteCreatedUsers();
  });

  it('builds a plan with a zone, generated rows, an aisle and a wheelchair place, and saves it', async () => {
    await signInAs(organizer.email, organizer.password);
    renderApp('/administrador/salas');
    expect(await screen.findByRole('heading', { name: 'Salas y planos' })).toBeInTheDocument();
    expect(
      await screen.findByText('Este organizador todavía no tiene planos.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo plano' }));
    const editor = within(screen.getByRole('region', { name: 'Nuevo plano' }));
    fireEvent.change(editor.getByLabelText(/Nombre del plano/), { target: { value: 'Sala de pruebas' } });
    fireEvent.change(editor.getByLabelText('Nueva zona (Platea, Balcón…)'), { target: { value: 'Platea' } });
    fireEvent.click(editor.getByRole('button', { name: 'Agregar zona' }));

    const zone = within(editor.getByRole('region', { name: 'Zona Platea' }));
    fireEvent.change(zone.getByLabelText('Filas'), { target: { value: '2' } });
    fireEvent.change(zone.getByLabelText('Sillas por fila'), { target: { value: '4' } });
    fireEvent.change(zone.getByLabelText(/Numeración/), { target: { value: 'left-to-right' } });
    fireEvent.click(zone.getByRole('button', { name: 'Generar filas' }));
    expect(zone.getAllByRole('button', { name: /^Platea · Fila [AB] · Silla \d, General$/ })).toHaveLength(8);

    fireEvent.click(editor.getByRole('radio', { name: 'Quitar silla (pasillos y huecos)' }));
    fireEvent.click(zone.getByRole('button', { name: 'Platea · Fila A · Silla 2, General' }));
    expect(zone.queryByRole('button', { name: /Fila A · Silla 2,/ })).not.toBeInTheDocument();
    fireEvent.click(editor.getByRole('radio', { name: 'Silla de ruedas' }));
    fireEvent.click(zone.getByRole('button', { name: 'Platea · Fila B · Silla 1, General' }));
    expect(
      zone.getByRole('button', { name: 'Platea · Fila B · Silla 1, General, silla de ruedas' }),
    ).toBeInTheDocument();

    fireEvent.click(editor.getByRole('button', { name: 'Guardar plano' }));
    expect(await screen.findByText('Plano guardado: 7 sillas a la venta.', {}, CALLABLE_ANSWER)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sala de pruebas' }, { timeout: 15_000 })).toBeInTheDocument();

    const [stored] = await plansOfOrganizer();
    expect(stored!.data()).toMatchObject({ name: 'Sala de pruebas', sellable_seats: 7, seat_count: 7 });
    const zoneDoc = (await stored!.ref.collection('zones').get()).docs[0]!.data();
    expect(zoneDoc.rows[1].seats[0]).toMatchObject({ number: '1', wheelchair: true });
  });

  it('lists what is wrong with a plan the server refuses', async () => {
    await signInAs(organizer.email, organizer.password);
    renderApp('/administrador/salas');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo plano' }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar plano' }));
    const alert = await screen.findByRole('alert', {}, CALLABLE_ANSWER);
    await waitFor(() => expect(alert).toHaveTextContent('El plano no tiene sillas.'));
    expect(alert).toHaveTextContent('El plano de sala tiene errores');
  });
});
