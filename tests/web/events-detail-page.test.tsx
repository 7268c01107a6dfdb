import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { adminDb } from '../support/e2e/admin';
import { renderAppAt } from './support/app-render';

const FIND_TIMEOUT = { timeout: 10_000 };

async function seededEventId(slug: string): Promise<string> {
  const snapshot = await adminDb().collection('events').where('slug', '==', slug).limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) throw new Error(`Seeded event ${slug} is missing: run npm run seed`);
  return doc.id;
}

async function expectEventError(message: string): Promise<void> {
  expect(await screen.findByRole('heading', { name: 'Error' }, FIND_TIMEOUT)).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
}

describe('event detail page (seeded events)', () => {
  let galaId = '';

  beforeAll(async () => {
    galaId = await seededEventId('gran-gala-del-humor');
  });

  it('opens an event by slug', async () => {
    renderAppAt('/evento/gran-gala-del-humor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gran gala del humor' }, FIND_TIMEOUT)).toBeVisible();
    expect(screen.getByText('Teatro Nacional La Castellana · Bogotá')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reservar entradas' })).toBeEnabled();
  });

  it('opens an event by its id (legacy links), also through /event/{id}', async () => {
    const { router } = renderAppAt(`/event/${galaId}?quantity=2`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gran gala del humor' }, FIND_TIMEOUT)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/evento/${galaId}`);
    expect(router.state.location.search).toBe('?quantity=2');
  });

  it("offers 'Comprar en sitio externo' for the external seeded event", async () => {
    renderAppAt('/evento/tour-nacional-externo');
    expect(await screen.findByRole('button', { name: 'Comprar en sitio externo' }, FIND_TIMEOUT)).toBeEnabled();
  });

  it("says 'Evento no encontrado' for an unknown slug", async () => {
    renderAppAt('/evento/este-show-no-existe');
    await expectEventError('Evento no encontrado');
  });

  it("says 'Evento no encontrado' for an inactive event", async () => {
    renderAppAt('/evento/borrador-911');
    await expectEventError('Evento no encontrado');
  });

  it("says 'Slug del evento no proporcionado' without a slug", async () => {
    renderAppAt('/evento');
    await expectEventError('Slug del evento no proporcionado');
  });
});
