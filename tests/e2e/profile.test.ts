/** Journey 6: a user edits their profile, cannot change the email, and logs out. */
import { VALIDATION_MESSAGES } from '@carcajada/domain';
import { describe, expect, test } from 'vitest';
import { storedUserDocument } from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { expectAt, expectVisible, logInThroughUi, sessionCopy } from '../support/e2e/pages.js';
import { freshUser } from '../support/e2e/purchase.js';

const journey = useJourney('6 profile');
const EDITED = { name: 'Valentina Editada', phone: '3157654321', city: 'Medellín' };

describe('profile', () => {
  test('edit name, phone and city; the email is read-only; logging out drops the session copy', async () => {
    const { page } = journey;
    const user = await freshUser('profile');
    await logInThroughUi(page, user);

    await page.goto('/perfil');
    await expectVisible(page.getByRole('heading', { name: user.name, level: 1 }));
    await expectVisible(page.getByText(user.email, { exact: true }));
    await expectVisible(page.getByText(user.phone, { exact: true }));
    await journey.capture('profile');

    await page.getByRole('link', { name: 'Editar perfil' }).click();
    await expectAt(page, '/editar-perfil');
    const email = page.getByLabel(/^Correo electrónico/);
    await expect.poll(() => email.inputValue()).toBe(user.email);
    expect(await email.isEditable()).toBe(false);
    await expectVisible(page.getByText(VALIDATION_MESSAGES.emailReadOnly, { exact: true }));

    await page.getByLabel(/^Ciudad/).fill('');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(page.getByText(VALIDATION_MESSAGES.cityRequired, { exact: true }));
    await journey.capture('edit profile invalid');

    await page.getByLabel(/^Nombre/).fill(EDITED.name);
    await page.getByLabel(/^Número de celular/).fill(EDITED.phone);
    await page.getByLabel(/^Ciudad/).fill(EDITED.city);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: '¡Perfil actualizado!' }));
    const shownAt = Date.now();
    await journey.capture('edit profile saved');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000, interval: 50 }).toBe('/perfil');
    const redirectDelay = Date.now() - shownAt;
    expect(redirectDelay).toBeGreaterThanOrEqual(1_500);
    expect(redirectDelay).toBeLessThan(4_000);

    await expectVisible(page.getByRole('heading', { name: EDITED.name, level: 1 }));
    await expectVisible(page.getByText(EDITED.phone, { exact: true }));
    await expectVisible(page.getByText(EDITED.city, { exact: true }));
    expect(await storedUserDocument(user.uid)).toMatchObject({ ...EDITED, email: user.email, role: 'USER' });
    await journey.capture('profile edited');

    expect(await sessionCopy(page)).not.toBeNull();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expectAt(page, '/');
    await expect.poll(() => sessionCopy(page)).toBeNull();
    await page.goto('/perfil');
    await expectVisible(page.getByRole('link', { name: 'Crear cuenta gratis' }));
  });
});
