import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import { organizerDocument } from '@carcajada/domain/stored/organizer';
import { adminDb, createTestUser, deleteDocuments, deleteTestUser, type TestUser } from './admin.js';
import { expectVisible, normalizedSpaces } from './pages.js';
import { CALLABLE_TIMEOUT_MS } from './purchase.js';

/** A fresh organizer (its own commission) with one ORGANIZER account, both removed when the test ends. */
export async function freshOrganizer(
  commissionPercent: number,
): Promise<{ organizerId: string; name: string; account: TestUser }> {
  const organizerId = `e2e-org-${randomUUID().slice(0, 8)}`;
  const name = `Risas de Prueba ${organizerId.slice(-8)} SAS`;
  await adminDb()
    .doc(`organizers/${organizerId}`)
    .set(
      organizerDocument({
        name,
        nit: '900123456-8',
        email: `${organizerId}@organizadores.test`,
        phone: '3014567890',
        commission_percent: commissionPercent,
        active: true,
      }),
    );
  onTestFinished(() => deleteDocuments([`organizers/${organizerId}`]));
  const account = await createTestUser('organizador', 'ORGANIZER');
  onTestFinished(() => deleteTestUser(account.uid));
  await adminDb().doc(`users/${account.uid}`).update({ organizerId });
  return { organizerId, name, account };
}

/** The settlement table's column header → cell text of one body row (by show name) or of the total row. */
export async function settlementRow(page: Page, row: { show: string } | 'total'): Promise<Record<string, string>> {
  const table = page.getByRole('table', { name: 'Liquidación por show' });
  await expectVisible(table, CALLABLE_TIMEOUT_MS);
  const headers = (await table.locator('thead th').allInnerTexts()).map(normalizedSpaces);
  const line =
    row === 'total'
      ? table.locator('tfoot tr')
      : table.locator('tbody tr').filter({ has: page.locator('th', { hasText: row.show }) });
  expect(await line.count()).toBe(1);
  const cells = (await line.locator('th, td').allInnerTexts()).map(normalizedSpaces);
  return Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? '']));
}
