/**
 * A show's sales page (/administrador/shows/:id/ventas): figures per ticket type from aggregation
 * queries, and its promo codes through savePromoCode (create, refusals by reason, deactivate).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import {
  bogotaDateString,
  formatCop,
  PROMO_CODE_MESSAGES,
  PURCHASE_ERROR_MESSAGES,
  promoCodeDocument,
} from '@carcajada/domain';
import { ticketTypeDocument } from '@carcajada/domain/stored/ticket-type';
import { eventDocument } from '@carcajada/domain/stored/event';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { adminDb, createUser, deleteCreatedUsers, deleteDocuments, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';
import { CALLABLE_ANSWER } from './support/waits';

const FUNCTION_TIMEOUT_MS = CALLABLE_ANSWER.timeout;
const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
const TAKEN = `TOMADO${tag}`;
const NEW_CODE = `VIP${tag}`;
const ORGANIZER_ID = `ventas-org-${tag.toLowerCase()}`;
let eventId = '';
const ticketIds: string[] = [];

async function addTicket(buyer: TestUser, fields: Record<string, unknown>, quantity: number, total: number) {
  const ref = adminDb().collection('tickets').doc();
  await ref.set({
    ...ticketDocument({
      userId: buyer.uid,
      eventId,
      organizerId: ORGANIZER_ID,
      buyerEmail: buyer.email,
      amount: total,
      quantity,
    }),
    price: { subtotal: total, tax: 0, serviceFee: 0, total },
    ...fields,
  });
  ticketIds.push(ref.id);
}

/** A table row by its first cell (the type's or the code's name). */
function rowOf(table: HTMLElement, name: string) {
  return within(
    within(table)
      .getByRole('rowheader', { name: new RegExp(`^${name}`) })
      .closest('tr')!,
  );
}

describe('show sales page', () => {
  let admin: TestUser;
  let buyer: TestUser;
  let organizer: TestUser;

  beforeAll(async () => {
    [admin, buyer, organizer] = await Promise.all([
      createUser('ventas-admin', 'ADMIN'),
      createUser('ventas-comprador'),
      createUser('ventas-organizador'),
    ]);
    await adminDb()
      .doc(`organizers/${ORGANIZER_ID}`)
      .set(
        organizerDocument({
          name: `Ventas ${tag}`,
          nit: '900123456-8',
          email: 'ventas@organizadores.test',
          phone: '3001234567',
          commission_percent: 10,
          active: true,
        }),
      );
    await adminDb().doc(`users/${organizer.uid}`).update({ role: 'ORGANIZER', organizerId: ORGANIZER_ID });
    const start = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    const ref = adminDb().collection('events').doc();
    eventId = ref.id;
    await ref.set({
      ...eventDocument({
        slug: `ventas-${ref.id.toLowerCase()}`,
        name: 'Show de ventas',
        start,
        date: bogotaDateString(start),
        time: '20:00',
        organizerId: ORGANIZER_ID,
      }),
      capacity: 100,
      seats_left: 95,
    });
    await ref
      .collection('ticket_types')
      .doc('general')
      .set(ticketTypeDocument({ name: 'General', price: 40_000 }));
    await ref
      .collection('ticket_types')
      .doc('vip')
      .set({ ...ticketTypeDocument({ name: 'VIP', price: 90_000, quota: 10, hidden: true, sort: 1 }), seats_left: 9 });
    await adminDb()
      .doc(`promo_codes/${TAKEN}`)
      .set(promoCodeDocument({ eventId, kind: 'fixed', value: 5_000 }));
    await addTicket(buyer, { ticketStatus: 'paid', paymentStatus: 'approved', ticketTypeId: 'general' }, 2, 80_000);
    // a courtesy of VIP: sold, 0 money
    await addTicket(
      buyer,
      { ticketStatus: 'reserved', paymentStatus: 'approved', paymentMethod: 'courtesy', ticketTypeId: 'vip' },
      1,
      0,
    );
    // an unpaid checkout of General holds its seats
    await addTicket(buyer, { ticketStatus: 'reserved', paymentStatus: 'pending', ticketTypeId: 'general' }, 2, 80_000);
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteDocuments(
      [
        ...ticketIds.map((id) => `tickets/${id}`),
        `promo_codes/${TAKEN}`,
        `promo_codes/${NEW_CODE}`,
        `organizers/${ORGANIZER_ID}`,
      ],
      [`events/${eventId}`],
    );
    await deleteCreatedUsers();
  });

  it('lists sold, held, left and money per type, hidden types and courtesies included', async () => {
    await signInAs(admin.email, admin.password);
    renderApp(`/administrador/shows/${eventId}/ventas`);
    expect(await screen.findByRole('heading', { name: 'Ventas y códigos · Show de ventas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Ventas por tipo de entrada' });
    const general = rowOf(table, 'General');
    expect(general.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      formatCop(40_000),
      '2',
      '2',
      'Sin cupo propio',
      formatCop(80_000),
    ]);
    const vip = rowOf(table, 'VIP');
    expect(vip.getByRole('rowheader')).toHaveTextContent('VIP · oculto');
    expect(vip.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      formatCop(90_000),
      '1',
      '0',
      '9 de 10',
      formatCop(0),
    ]);
  });

  it(
    'creates a code for a hidden type, shows its uses, refuses a taken code by its reason, and deactivates it',
    async () => {
      await signInAs(admin.email, admin.password);
      renderApp(`/administrador/shows/${eventId}/ventas`);
      const form = within(await screen.findByRole('form', { name: 'Nuevo código' }));
      const codes = await screen.findByRole(
        'table',
        { name: 'Códigos de descuento del show' },
        { timeout: FUNCTION_TIMEOUT_MS },
      );
      // formatCop uses a no-break space, which the default normalizer would turn into a space
      expect(rowOf(codes, TAKEN).getByText(formatCop(5_000), exactText)).toBeInTheDocument();

      // the domain's validation first, on its fields
      fireEvent.change(form.getByLabelText(/^Código/), { target: { value: 'no' } });
      fireEvent.change(form.getByLabelText(/^Descuento \(%\)/), { target: { value: '150' } });
      fireEvent.click(form.getByRole('button', { name: 'Crear código' }));
      expect(form.getByLabelText(/^Código/)).toHaveAccessibleDescription(PROMO_CODE_MESSAGES.codeInvalid);
      expect(form.getByLabelText(/^Descuento \(%\)/)).toHaveAccessibleDescription(PROMO_CODE_MESSAGES.percentInvalid);

      // a code that exists is the server's promoCodeTaken, under the code field
      fireEvent.change(form.getByLabelText(/^Código/), { target: { value: TAKEN.toLowerCase() } });
      fireEvent.change(form.getByLabelText(/^Descuento \(%\)/), { target: { value: '20' } });
      fireEvent.click(form.getByRole('button', { name: 'Crear código' }));
      await waitFor(
        () =>
          expect(form.getByLabelText(/^Código/)).toHaveAccessibleDescription(PURCHASE_ERROR_MESSAGES.promoCodeTaken),
        { timeout: FUNCTION_TIMEOUT_MS },
      );

      fireEvent.change(form.getByLabelText(/^Código/), { target: { value: NEW_CODE } });
      fireEvent.change(form.getByLabelText(/^Máximo de usos/), { target: { value: '5' } });
      fireEvent.click(form.getByLabelText(/^VIP/));
      fireEvent.click(form.getByRole('button', { name: 'Crear código' }));
      expect(await screen.findByText(`Código ${NEW_CODE} creado.`, {}, { timeout: FUNCTION_TIMEOUT_MS })).toBeVisible();
      const created = await waitFor(() => rowOf(screen.getByRole('table', { name: /Códigos/ }), NEW_CODE), {
        timeout: FUNCTION_TIMEOUT_MS,
      });
      expect(created.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
        '20 %',
        'VIP',
        '0 de 5',
        formatCop(0),
        'Sin vencimiento',
        'Activo',
        `Desactivar ${NEW_CODE}`,
      ]);
      const stored = (await adminDb().doc(`promo_codes/${NEW_CODE}`).get()).data();
      expect(stored).toMatchObject({ eventId, kind: 'percent', value: 20, max_uses: 5, ticketTypeIds: ['vip'] });

      fireEvent.click(created.getByRole('button', { name: `Desactivar ${NEW_CODE}` }));
      expect(
        await screen.findByText(
          `Código ${NEW_CODE} desactivado: ya no se puede usar.`,
          {},
          { timeout: FUNCTION_TIMEOUT_MS },
        ),
      ).toBeVisible();
      await waitFor(
        () =>
          expect(
            rowOf(screen.getByRole('table', { name: /Códigos/ }), NEW_CODE).getByText('Desactivado'),
          ).toBeVisible(),
        { timeout: FUNCTION_TIMEOUT_MS },
      );
      expect((await adminDb().doc(`promo_codes/${NEW_CODE}`).get()).get('active')).toBe(false);
    },
    4 * FUNCTION_TIMEOUT_MS,
  );

  it(
    'the show’s ORGANIZER sees the same figures (its queries filtered on its organizerId) and its codes',
    async () => {
      await signInAs(organizer.email, organizer.password);
      renderApp(`/administrador/shows/${eventId}/ventas`);
      const table = await screen.findByRole('table', { name: 'Ventas por tipo de entrada' });
      expect(rowOf(table, 'General').getAllByRole('cell')[1]).toHaveTextContent('2');
      expect(rowOf(table, 'VIP').getAllByRole('cell')[1]).toHaveTextContent('1');
      const codes = await screen.findByRole(
        'table',
        { name: 'Códigos de descuento del show' },
        { timeout: FUNCTION_TIMEOUT_MS },
      );
      expect(rowOf(codes, TAKEN).getByText('Activo')).toBeInTheDocument();
    },
    2 * FUNCTION_TIMEOUT_MS,
  );
});
