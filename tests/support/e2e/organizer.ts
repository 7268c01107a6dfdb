import { randomUUID } from 'node:crypto';
import { onTestFinished } from 'vitest';
import { organizerDocument } from '@carcajada/domain';
import { adminDb, createTestUser, deleteDocuments, deleteTestUser, type TestUser } from './admin.js';

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
