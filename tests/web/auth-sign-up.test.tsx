import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DATA_CONSENT_TEXTS,
  DEFAULT_LEGAL_CONFIG,
  REDIRECT_DELAY_MS,
  SESSION_STORAGE_KEY,
  VALIDATION_MESSAGES,
} from '@carcajada/domain';
import { SIGN_UP_ERROR_MESSAGES } from '../../web/src/features/auth/utils/auth-error-messages';
import { AUTH_SUCCESS_MESSAGES } from '../../web/src/features/auth/utils/success-messages';
import {
  createUser,
  deleteCreatedUsers,
  trackCreatedUid,
  uidByEmail,
  uniqueWebEmail,
  storedUserDocument,
} from './support/auth-fixtures';
import { renderApp, signOutOfApp } from './support/auth-render';
import { SIGNED_UP_USER_FIELDS } from '../support/signed-up-user.js';

interface SignUpInput {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  confirmPassword?: string;
  /** Checks "Acepto la política de tratamiento de datos". */
  consent?: boolean;
}

async function fillAndSubmit(input: SignUpInput) {
  const user = userEvent.setup();
  const fields: [RegExp, string | undefined][] = [
    [/^Nombre/, input.name],
    [/^Correo electrónico/, input.email],
    [/^Número de celular/, input.phone],
    [/^Contraseña/, input.password],
    [/^Confirmar contraseña/, input.confirmPassword],
  ];
  for (const [label, value] of fields) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  if (input.consent) await user.click(screen.getByRole('checkbox', { name: DATA_CONSENT_TEXTS.label }));
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

async function openSignUp() {
  const app = renderApp('/crear-cuenta');
  await screen.findByRole('heading', { name: 'Crear cuenta' });
  return app;
}

describe('sign-up page', () => {
  afterEach(async () => {
    await signOutOfApp();
  });

  afterAll(async () => {
    await deleteCreatedUsers();
  });

  it('shows every required-field message on an empty submit', async () => {
    await openSignUp();
    await fillAndSubmit({});
    for (const message of [
      VALIDATION_MESSAGES.nameRequired,
      VALIDATION_MESSAGES.emailRequired,
      VALIDATION_MESSAGES.phoneRequired,
      VALIDATION_MESSAGES.passwordRequired,
      VALIDATION_MESSAGES.confirmRequired,
      DATA_CONSENT_TEXTS.required,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: DATA_CONSENT_TEXTS.label })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'política de tratamiento de datos' })).toHaveAttribute(
      'href',
      '/politica-de-datos',
    );
  });

  it('creates nothing without the consent box', async () => {
    const email = uniqueWebEmail('sin-consentimiento');
    await openSignUp();
    await fillAndSubmit({
      name: 'Ana',
      email,
      phone: '3001234567',
      password: 'Risas2026!',
      confirmPassword: 'Risas2026!',
    });
    expect(await screen.findByText(DATA_CONSENT_TEXTS.required)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: DATA_CONSENT_TEXTS.label })).toHaveAttribute('aria-invalid', 'true');
    expect(await uidByEmail(email)).toBeUndefined();
  });

  it('rejects a short phone, a malformed email, a short password and a mismatching confirmation', async () => {
    await openSignUp();
    await fillAndSubmit({
      name: 'Ana',
      email: 'ana@correo',
      phone: '300 123',
      password: 'abc',
      confirmPassword: 'abcd',
    });
    expect(await screen.findByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.confirmMismatch)).toBeInTheDocument();
  });

  it('creates the account and exactly the User document, then goes home after 2 s', async () => {
    const email = uniqueWebEmail('registro');
    const { router } = await openSignUp();
    await fillAndSubmit({
      name: '  Ana Gómez ',
      email,
      phone: '300 123-4567',
      password: 'Risas2026!',
      confirmPassword: 'Risas2026!',
      consent: true,
    });
    expect(await screen.findByText(AUTH_SUCCESS_MESSAGES.accountCreated)).toBeInTheDocument();
    const uid = await uidByEmail(email);
    expect(uid).toBeDefined();
    trackCreatedUid(uid!);

    const stored = await storedUserDocument(uid!);
    expect(Object.keys(stored ?? {}).sort()).toEqual(SIGNED_UP_USER_FIELDS);
    // the consent given, to the policy's current version, at the server's time
    expect(stored?.data_consent).toMatchObject({ version: DEFAULT_LEGAL_CONFIG.data_policy_version });
    expect(stored?.data_consent.accepted_at).toBeInstanceOf(Timestamp);
    expect(stored).toMatchObject({
      uid,
      active: true,
      city: '',
      email,
      name: 'Ana Gómez',
      phone: '3001234567',
      profile_url: '',
      role: 'USER',
    });
    expect(stored?.creation_date).toBeInstanceOf(Timestamp);
    // The app reads the document it just wrote: the visitor is signed in, with their session copy.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({ uid, name: 'Ana Gómez' }),
    );

    expect(router.state.location.pathname).toBe('/crear-cuenta');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: REDIRECT_DELAY_MS + 2000 });
  });

  it('says when the email is already registered', async () => {
    const existing = await createUser('ya-registrado');
    await openSignUp();
    await fillAndSubmit({
      name: 'Otra Persona',
      email: existing.email,
      phone: '3109998877',
      password: 'Risas2026!',
      confirmPassword: 'Risas2026!',
      consent: true,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_UP_ERROR_MESSAGES.emailInUse);
  });
});
