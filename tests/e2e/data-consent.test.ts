/**
 * Ley 1581 de 2012: an account whose data consent is missing or to an older policy is asked again
 * (the sign-up box) before its next purchase or reservation; accepting records the current version.
 */
import { DATA_CONSENT_TEXTS, DEFAULT_LEGAL_CONFIG } from '@carcajada/domain';
import { describe, expect, onTestFinished, test } from 'vitest';
import { createTestUser, deleteTestUser, storedUserDocument, ticketsOf } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi } from '../support/e2e/pages.js';
import {
  bookFromEventPage,
  CALLABLE_TIMEOUT_MS,
  PURCHASE_TEST_TIMEOUT_MS,
  waitForTicket,
} from '../support/e2e/purchase.js';
import { seedEvent } from '../support/e2e/seed.js';

const journey = useJourney('data consent asked again');
const freeShow = seedEvent('humor-salsero');
const paidShow = seedEvent('gran-gala-del-humor');
const CURRENT = DEFAULT_LEGAL_CONFIG.data_policy_version;

async function accountWithConsent(label: string, consentVersion: string | null) {
  const user = await createTestUser(label, 'USER', { consentVersion });
  onTestFinished(() => deleteTestUser(user.uid));
  return user;
}

describe('data consent asked again', () => {
  test(
    'an older version: the reservation waits for the box, then goes on and records the current version',
    async () => {
      const { page } = journey;
      const buyer = await accountWithConsent('consentimiento-viejo', '2020-01-01');
      await logInThroughUi(page, buyer);
      await bookFromEventPage(page, freeShow.slug, 1);

      const box = page.getByRole('checkbox', { name: DATA_CONSENT_TEXTS.label });
      await expectVisible(page.getByText(DATA_CONSENT_TEXTS.askedAgain, { exact: true }));
      expect(await box.isChecked()).toBe(false);
      await expectVisible(page.getByRole('link', { name: 'política de tratamiento de datos' }));
      await page.getByRole('button', { name: 'Reservar ahora' }).click();
      await expectVisible(page.getByText(DATA_CONSENT_TEXTS.required, { exact: true }));
      await journey.capture('checkout consent asked again');
      expect(await ticketsOf(buyer.uid)).toEqual([]);
      expect((await storedUserDocument(buyer.uid))?.data_consent).toMatchObject({ version: '2020-01-01' });

      await box.check();
      await page.getByRole('button', { name: 'Reservar ahora' }).click();
      await expectAt(page, '/tickets', CALLABLE_TIMEOUT_MS);
      const ticket = await waitForTicket(buyer.uid);
      expect(ticket.data).toMatchObject({ eventId: freeShow.id, ticketStatus: 'reserved' });
      const consent = (await storedUserDocument(buyer.uid))?.data_consent;
      expect(consent).toMatchObject({ version: CURRENT });
      expect(Math.abs(consent.accepted_at.toMillis() - Date.now())).toBeLessThan(10 * 60_000);

      // given once: the next checkout does not ask again
      await bookFromEventPage(page, freeShow.slug, 1);
      await expectVisible(page.getByRole('button', { name: 'Reservar ahora' }));
      expect(await box.count()).toBe(0);
    },
    PURCHASE_TEST_TIMEOUT_MS,
  );

  test('no consent recorded (an account from before): a paid checkout asks too', async () => {
    const { page } = journey;
    const buyer = await accountWithConsent('consentimiento-ausente', null);
    await logInThroughUi(page, buyer);
    await page.goto(`/compra/${paidShow.slug}?quantity=1`);
    await expectVisible(page.getByText(DATA_CONSENT_TEXTS.askedAgain, { exact: true }));
    expect(await page.getByRole('checkbox', { name: DATA_CONSENT_TEXTS.label }).isChecked()).toBe(false);
  });
});
