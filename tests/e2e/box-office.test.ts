/**
 * The box office at the door: a door person with `boxOffice` sells 2 tickets in cash and 1 by
 * card on the scanner's "Vender en taquilla", one of them offline ("Sin conexión: 1 venta por
 * enviar") and sent once when the connection is back; closes the till with the counted cash and
 * sees the difference; the organizer sees the shift and the settlement's door columns.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, onTestFinished, test } from 'vitest';
import { bogotaDateString, doorOrder, formatCop, formatEventTime, seatInventory } from '@carcajada/domain';
import { eventDocument } from '@carcajada/domain/stored/event';
import { doorStaffDocument } from '@carcajada/domain/stored/door-staff';
import {
  adminDb,
  createTestUser,
  deleteDocuments,
  deleteTestUser,
  storedPaymentsConfig,
} from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectVisible, logInThroughUi, normalizedSpaces } from '../support/e2e/pages.js';
import { freshOrganizer, settlementRow } from '../support/e2e/organizer.js';
import { CALLABLE_TIMEOUT_MS } from '../support/e2e/purchase.js';

const journey = useJourney('box office');
const PRICE = 30_000;
const CAPACITY = 20;
/** Seats kept for the door; with the door person and the organizer's side, 2 sellers share them offline. */
const QUOTA = 6;
/** The first sellAtDoor, admissionList and closeBoxOfficeShift may each wait for a cold worker on a busy box. */
const COLD_CALLABLE_TIMEOUT_MS = 120_000;
const TEST_TIMEOUT_MS = 420_000;
const cop = (amount: number): string => normalizedSpaces(formatCop(amount));

/** A date of the organizer starting in 30 minutes (its door is open), with a door person who sells. */
async function openDoorDate(organizerId: string, seller: { uid: string; email: string; name: string }) {
  const id = `e2e-taquilla-${randomUUID().slice(0, 8)}`;
  const start = new Date(Date.now() + 30 * 60 * 1000);
  const name = `Risas en la taquilla ${id.slice(-8)}`;
  const online = seatInventory(CAPACITY - QUOTA);
  const door = seatInventory(QUOTA);
  const event = adminDb().doc(`events/${id}`);
  const batch = adminDb().batch();
  batch.set(event, {
    ...eventDocument({
      slug: id,
      name,
      start,
      date: bogotaDateString(start),
      time: formatEventTime(start),
      ticket_price: PRICE,
      organizerId,
      pulep_code: 'ABC123',
    }),
    capacity: CAPACITY,
    seats_left: CAPACITY - QUOTA,
    box_office_quota: QUOTA,
  });
  for (const block of online.blocks) batch.set(event.collection('seat_blocks').doc(block.id), block.data);
  for (const block of door.blocks) batch.set(event.collection('box_office_blocks').doc(block.id), block.data);
  batch.set(
    event.collection('door_staff').doc(seller.uid),
    doorStaffDocument(
      { uid: seller.uid, email: seller.email, name: seller.name, eventId: id, addedBy: organizerId, boxOffice: true },
      Timestamp.now(),
    ),
  );
  await batch.commit();
  onTestFinished(async () => {
    const tickets = await adminDb().collection('tickets').where('eventId', '==', id).get();
    await deleteDocuments(
      tickets.docs.map((ticket) => ticket.ref.path),
      [event.path],
    );
  });
  return { id, name };
}

async function sell(page: Page, sale: { name: string; card?: string }): Promise<void> {
  if (sale.card) {
    await page.getByText('Tarjeta', { exact: true }).click();
    await page.getByLabel('Referencia del datáfono').fill(sale.card);
  } else {
    await page.getByText('Efectivo', { exact: true }).click();
  }
  await page.getByLabel('Nombre de quien entra').fill(sale.name);
  await page.getByRole('button', { name: 'Vender' }).click();
}

function salesWith(page: Page, status: string) {
  return page.getByTestId('box-office-sales').locator(`li[data-status="${status}"]`);
}

async function doorTickets(eventId: string) {
  return (await adminDb().collection('tickets').where('eventId', '==', eventId).get()).docs;
}

describe('the box office at the door', () => {
  test(
    'sells in cash and by card, offline too, closes the till; the organizer sees the shift and the settlement',
    async () => {
      const organizer = await freshOrganizer(10);
      const seller = await createTestUser('taquilla');
      onTestFinished(() => deleteTestUser(seller.uid));
      const show = await openDoorDate(organizer.organizerId, seller);
      const config = await storedPaymentsConfig();
      const oneTicket = doorOrder(PRICE, 1, config).total;

      // ---- the door person sells on the phone ----
      const phone = await journey.otherPage({ width: 390, timeoutMs: CALLABLE_TIMEOUT_MS });
      await logInThroughUi(phone, seller);
      await phone.goto(`/administrador/ingreso?evento=${show.id}`);
      await phone.getByRole('tab', { name: 'Vender en taquilla' }).click({ timeout: COLD_CALLABLE_TIMEOUT_MS });
      await expectVisible(phone.getByTestId('box-office-total').getByText(cop(oneTicket)));
      await journey.capture('vender en taquilla', { page: phone, widths: [390] });

      await sell(phone, { name: 'Ana Pérez' });
      await expectVisible(salesWith(phone, 'sent'), COLD_CALLABLE_TIMEOUT_MS);
      await sell(phone, { name: 'Luis Gómez', card: 'DAT-4821' });
      await expect.poll(() => salesWith(phone, 'sent').count(), { timeout: CALLABLE_TIMEOUT_MS }).toBe(2);

      await phone.context().setOffline(true);
      await sell(phone, { name: 'Marta Ruiz' });
      await expectVisible(phone.getByText('Sin conexión: 1 venta por enviar'));
      await journey.capture('vender en taquilla sin conexion', { page: phone, widths: [390] });
      expect(await doorTickets(show.id)).toHaveLength(2);

      await phone.context().setOffline(false);
      await expect.poll(() => salesWith(phone, 'sent').count(), { timeout: CALLABLE_TIMEOUT_MS }).toBe(3);
      const tickets = await doorTickets(show.id);
      expect(tickets).toHaveLength(3);
      const offlineSale = tickets.find((ticket) => ticket.get('metadata.userName') === 'Marta Ruiz');
      expect(offlineSale?.id).toBe(`door-${offlineSale?.get('saleId')}`);
      const sameSale = await adminDb().collection('tickets').where('saleId', '==', offlineSale?.get('saleId')).get();
      expect(sameSale.size).toBe(1);
      expect(tickets.map((ticket) => ticket.get('boxOfficeMethod')).sort()).toEqual(['card', 'cash', 'cash']);

      // ---- "Cerrar caja": counted cash 2 000 over the cash sold ----
      await phone.getByLabel('Efectivo contado (COP)').fill(String(2 * oneTicket + 2000));
      await phone.getByRole('button', { name: 'Cerrar caja' }).click();
      const shift = phone.getByTestId('box-office-shift');
      await expectVisible(shift.getByText(`Sobran ${cop(2000)}`), COLD_CALLABLE_TIMEOUT_MS);
      expect(normalizedSpaces(await shift.innerText())).toContain(`2 ventas · ${cop(2 * oneTicket)}`);
      expect(normalizedSpaces(await shift.innerText())).toContain(`1 venta · ${cop(oneTicket)}`);
      await journey.capture('cerrar caja', { page: phone, widths: [390] });

      // ---- the organizer: the shift on the sales page, the door columns in the settlement ----
      const { page } = journey;
      await logInThroughUi(page, organizer.account);
      await page.goto(`/administrador/shows/${show.id}/ventas`);
      const shifts = page.getByRole('table', { name: 'Cierres de caja' });
      await expectVisible(shifts, CALLABLE_TIMEOUT_MS);
      const row = normalizedSpaces(await shifts.locator('tbody tr').first().innerText());
      expect(row).toContain(seller.name);
      expect(row).toContain(`Sobran ${cop(2000)}`);
      await journey.capture('cierres de caja');

      await page.goto('/administrador/liquidacion');
      expect(await settlementRow(page, { show: show.name })).toMatchObject({
        'Taquilla en efectivo': cop(2 * PRICE),
        'Taquilla con tarjeta': cop(PRICE),
      });
      await journey.capture('liquidacion con taquilla');
    },
    TEST_TIMEOUT_MS,
  );
});
