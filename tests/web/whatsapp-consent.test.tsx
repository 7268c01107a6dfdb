/**
 * The WhatsApp consent in Perfil (contract v6): unchecked until the account checks it, a number
 * that is not a Colombian mobile refused in the form with nothing written, a good one recorded in
 * the Cloud API's form with the consent text's version, and withdrawn again.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LEGAL_CONFIG, WHATSAPP_CONSENT_TEXTS } from '@carcajada/domain';
import { adminDb, createUser, deleteCreatedUsers, type TestUser } from './support/auth-fixtures';
import { renderApp, signInAs, signOutOfApp } from './support/auth-render';

async function storedConsent(uid: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb().doc(`users/${uid}`).get()).get('whatsapp_consent') as Record<string, unknown> | undefined;
}

describe('WhatsApp consent in Perfil', () => {
  let member: TestUser;

  beforeAll(async () => {
    member = await createUser('whatsapp');
  });

  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('refuses a number that is not a Colombian mobile, records a good one, and withdraws it', async () => {
    const user = userEvent.setup();
    await signInAs(member.email, member.password);
    renderApp('/perfil');
    const box = await screen.findByRole('checkbox', { name: WHATSAPP_CONSENT_TEXTS.label });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: WHATSAPP_CONSENT_TEXTS.give })).toBeDisabled();

    await user.click(box);
    const phone = screen.getByLabelText(WHATSAPP_CONSENT_TEXTS.phoneLabel);
    for (const wrong of ['601 234 5678', '300 123 456', '+1 300 123 4567']) {
      await user.clear(phone);
      await user.type(phone, wrong);
      await user.click(screen.getByRole('button', { name: WHATSAPP_CONSENT_TEXTS.give }));
      expect(await screen.findByText(WHATSAPP_CONSENT_TEXTS.invalidPhone)).toBeInTheDocument();
      expect(phone).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await storedConsent(member.uid)).toBeUndefined();

    await user.clear(phone);
    await user.type(phone, '+57 310 555 0101');
    await user.click(screen.getByRole('button', { name: WHATSAPP_CONSENT_TEXTS.give }));
    expect(await screen.findByText(WHATSAPP_CONSENT_TEXTS.activeAt('573105550101'))).toBeInTheDocument();
    expect(await storedConsent(member.uid)).toMatchObject({
      phone: '573105550101',
      version: DEFAULT_LEGAL_CONFIG.whatsapp_consent_version,
    });

    await user.click(screen.getByRole('button', { name: WHATSAPP_CONSENT_TEXTS.withdraw }));
    expect(await screen.findByText(WHATSAPP_CONSENT_TEXTS.withdrawn)).toBeInTheDocument();
    await waitFor(async () => expect((await storedConsent(member.uid))?.withdrawn_at).toBeDefined());
    expect(await storedConsent(member.uid)).toMatchObject({ phone: '573105550101' });
  });
});
