/**
 * Perfil's "Mis datos" (Ley 1581 de 2012): "Eliminar mi cuenta" opens a confirmation (what goes,
 * "Entiendo…", the password); it is refused while the account holds a live ticket of a date to
 * come, says so for a wrong password, and otherwise deletes the account:
 * the visitor is signed out, cannot sign in again, and the user document is gone.
 */
import { PURCHASE_ERROR_MESSAGES, MY_DATA_TEXTS } from '@carcajada/domain';
import { ticketDocument } from '@carcajada/domain/stored/ticket';
import { describe, expect, onTestFinished, test } from 'vitest';
import { adminAuth, adminDb, storedUserDocument } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi, sessionCopy } from '../support/e2e/pages.js';
import { CALLABLE_TIMEOUT_MS, freshUser, PURCHASE_TEST_TIMEOUT_MS } from '../support/e2e/purchase.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('delete account');
const show = seedEvent('gran-gala-del-humor');

describe('deleting the account from Perfil', () => {
  test(
    'a live ticket first, then a wrong password, then the account goes for good',
    async () => {
      const { page } = journey;
      const user = await freshUser('borrar-cuenta');
      // a paid ticket of a show still to come: the account must use, transfer or cancel it first
      const ticket = await adminDb()
        .collection('tickets')
        .add(
          ticketDocument({
            userId: user.uid,
            eventId: show.id,
            buyerEmail: user.email,
            buyerPhone: user.phone,
            amount: show.ticket_price,
            ticketStatus: 'paid',
            paymentStatus: 'approved',
            metadata: { eventName: show.name, userName: user.name },
          }),
        );
      onTestFinished(async () => {
        await ticket.delete();
      });

      await logInThroughUi(page, user);
      await page.goto('/perfil');
      const myData = page.getByRole('region', { name: MY_DATA_TEXTS.title });
      await expectVisible(myData.getByRole('button', { name: MY_DATA_TEXTS.download }));
      await journey.capture('profile my data');

      // a danger button opens the confirmation: what goes, an explicit yes and the password
      const deleteSection = page.getByRole('region', { name: MY_DATA_TEXTS.deleteTitle });
      await deleteSection.getByRole('button', { name: MY_DATA_TEXTS.deleteButton }).click();
      const dialog = page.getByRole('dialog', { name: MY_DATA_TEXTS.deleteDialogTitle });
      await expectVisible(dialog.getByText(MY_DATA_TEXTS.deleteWhatGoes[0]!));
      const password = dialog.getByLabel(MY_DATA_TEXTS.deletePassword);
      const confirm = dialog.getByRole('button', { name: MY_DATA_TEXTS.deleteConfirm });
      await password.fill(user.password);
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(MY_DATA_TEXTS.deleteUnderstood).check();
      await journey.capture('profile delete confirmation');
      await confirm.click();
      await expectVisible(
        dialog.getByText(PURCHASE_ERROR_MESSAGES.liveTicketsFirst, { exact: true }),
        CALLABLE_TIMEOUT_MS,
      );
      await journey.capture('profile delete refused with live tickets');
      expect(await storedUserDocument(user.uid)).toBeDefined();

      // the ticket is cancelled (refunded): nothing live is left
      await ticket.update({ ticketStatus: 'cancelled' });
      await password.fill('no-es-mi-clave');
      await confirm.click();
      await expectVisible(dialog.getByText(MY_DATA_TEXTS.wrongPassword, { exact: true }), CALLABLE_TIMEOUT_MS);
      expect(await storedUserDocument(user.uid)).toBeDefined();

      await password.fill(user.password);
      await confirm.click();
      await expectAt(page, '/', CALLABLE_TIMEOUT_MS);
      await expect.poll(() => sessionCopy(page)).toBeNull();
      expect(await storedUserDocument(user.uid)).toBeUndefined();
      await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      // the sale stays for the accounts, without the person
      expect((await ticket.get()).data()).toMatchObject({
        userId: '',
        buyerEmail: '',
        buyerPhone: '',
        accountDeleted: true,
        amount: show.ticket_price,
        metadata: { userName: '' },
      });

      await page.goto('/iniciar-sesion');
      await page.getByLabel('Correo electrónico').fill(user.email);
      await page.getByLabel(/^Contraseña/).fill(user.password);
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expectVisible(page.getByText('Correo electrónico o contraseña incorrectos.', { exact: true }));
      await expectAt(page, '/iniciar-sesion');
      expect(await sessionCopy(page)).toBeNull();
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );
});
