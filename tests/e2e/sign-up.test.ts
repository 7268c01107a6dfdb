/** Journey 2: a visitor creates an account; first every validation message, then success. */
import { DATA_CONSENT_TEXTS, DEFAULT_LEGAL_CONFIG, SESSION_STORAGE_KEY, VALIDATION_MESSAGES } from '@carcajada/domain';
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import {
  adminAuth,
  deleteTestUser,
  followVerificationLink,
  uidByEmail,
  uniqueEmail,
  storedUserDocument,
} from '../support/e2e/admin.js';
import { useJourney } from '../support/e2e/browser.js';
import { SIGNED_UP_USER_FIELDS } from '../support/signed-up-user.js';
import { expectAt, expectHidden, expectVisible, sessionCopy } from '../support/e2e/pages.js';

const journey = useJourney('2 sign-up');

interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmation: string;
}

async function fillSignUp(page: Page, values: SignUpValues): Promise<void> {
  await page.getByLabel(/^Nombre/).fill(values.name);
  await page.getByLabel(/^Correo electrónico/).fill(values.email);
  await page.getByLabel(/^Número de celular/).fill(values.phone);
  await page.getByLabel(/^Contraseña/).fill(values.password);
  await page.getByLabel(/^Confirmar contraseña/).fill(values.confirmation);
}

function submit(page: Page): Promise<void> {
  return page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
}

describe('sign-up', () => {
  test('shows each validation message, then creates the account and goes home after 2 s', async () => {
    const { page } = journey;
    await page.goto('/crear-cuenta');
    await expectVisible(page.getByRole('heading', { name: 'Crear cuenta' }));

    await submit(page);
    for (const message of [
      DATA_CONSENT_TEXTS.required,
      VALIDATION_MESSAGES.nameRequired,
      VALIDATION_MESSAGES.emailRequired,
      VALIDATION_MESSAGES.phoneRequired,
      VALIDATION_MESSAGES.passwordRequired,
      VALIDATION_MESSAGES.confirmRequired,
    ]) {
      await expectVisible(page.getByText(message, { exact: true }));
    }
    await journey.capture('sign-up empty');

    await fillSignUp(page, {
      name: 'Camila Prueba',
      email: 'camila-sin-arroba.test',
      phone: '300123456',
      password: '12345',
      confirmation: '123456',
    });
    await submit(page);
    for (const message of [
      VALIDATION_MESSAGES.emailInvalid,
      VALIDATION_MESSAGES.phoneInvalid,
      VALIDATION_MESSAGES.passwordTooShort,
      VALIDATION_MESSAGES.confirmMismatch,
    ]) {
      await expectVisible(page.getByText(message, { exact: true }));
    }
    await expectHidden(page.getByText(VALIDATION_MESSAGES.nameRequired, { exact: true }));
    await journey.capture('sign-up invalid');
    await expectAt(page, '/crear-cuenta');

    const email = uniqueEmail('signup');
    onTestFinished(async () => {
      const uid = await uidByEmail(email);
      if (uid) await deleteTestUser(uid);
    });
    await fillSignUp(page, {
      name: 'Camila Prueba',
      email,
      phone: '300 555 1234',
      password: 'Risas2026!',
      confirmation: 'Risas2026!',
    });
    // (Ley 1581 de 2012): the box starts unchecked and without it nothing is created
    const consent = page.getByRole('checkbox', { name: DATA_CONSENT_TEXTS.label });
    expect(await consent.isChecked()).toBe(false);
    await expectVisible(page.getByRole('link', { name: 'política de tratamiento de datos' }));
    await submit(page);
    await expectVisible(page.getByText(DATA_CONSENT_TEXTS.required, { exact: true }));
    await journey.capture('sign-up without consent');
    expect(await uidByEmail(email)).toBeUndefined();
    await consent.check();
    await submit(page);
    const success = page.getByRole('status').filter({ hasText: '¡Cuenta creada!' });
    await expectVisible(success);
    const shownAt = Date.now();
    await journey.capture('sign-up success');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000, interval: 50 }).toBe('/');
    const redirectDelay = Date.now() - shownAt;
    expect(redirectDelay).toBeGreaterThanOrEqual(1_500);
    expect(redirectDelay).toBeLessThan(4_000);

    const uid = await uidByEmail(email);
    expect(uid).toBeDefined();
    const stored = await storedUserDocument(uid!);
    expect(stored).toMatchObject({
      uid,
      active: true,
      city: '',
      email,
      name: 'Camila Prueba',
      phone: '3005551234',
      profile_url: '',
      role: 'USER',
      data_consent: { version: DEFAULT_LEGAL_CONFIG.data_policy_version },
    });
    expect(Object.keys(stored ?? {}).sort()).toEqual(SIGNED_UP_USER_FIELDS);
    expect(JSON.parse((await sessionCopy(page)) ?? '{}')).toMatchObject({ uid, email });
    expect(SESSION_STORAGE_KEY).toBe('carcajada_user_session');

    // the new account is invited to verify its email: Perfil and Mis tickets, with a resend button
    const invitation = page.getByText('Verifica tu correo para recibir tus entradas por correo', { exact: true });
    await page.goto('/perfil');
    await expectVisible(invitation);
    await page.goto('/tickets');
    await expectVisible(invitation);
    await page.getByRole('button', { name: 'Reenviar correo' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Te enviamos de nuevo el correo de verificación' }));
    await journey.capture('tickets verify invitation');

    // the link Firebase Auth mailed is followed; back in Mis tickets the invitation is gone
    await followVerificationLink(email);
    expect((await adminAuth().getUser(uid!)).emailVerified).toBe(true);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Mis tickets' }));
    await expectHidden(invitation);
  });
});
