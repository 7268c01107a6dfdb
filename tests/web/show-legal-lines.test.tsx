/**
 * A show's legal lines (Colombia): the PULEP code and the producer ("Organiza: … · NIT …") on
 * the event page, each ticket in Mis tickets and its QR dialog (a show without an organizer: the
 * operator of config/legal); the PULEP and contribution columns of the attendee CSV.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LEGAL_CONFIG_PATH, legalConfigFrom } from '@carcajada/domain';
import { EventDetails } from '../../web/src/features/events/components/EventDetails';
import { eventView } from '@carcajada/domain/stored/event';
import { ticketView, type Ticket } from '@carcajada/domain/stored/ticket';
import { TicketCard } from '../../web/src/features/tickets/components/TicketCard';
import { QrModal } from '../../web/src/features/tickets/components/QrModal';
import { attendeesCsv } from '../../web/src/features/admin/utils/attendees-csv';
import type { Attendee } from '../../web/src/features/admin/utils/attendee-status';
import { adminDb } from '../support/e2e/admin';
import { eventFixture } from './support/events-fixtures';

const PRODUCER = { legal_name: 'Risas Producciones S.A.S.', nit: '900123456-8' };
const ORGANIZA = 'Organiza: Risas Producciones S.A.S. · NIT 900123456-8';

/** config/legal's operator as the emulator holds it (the defaults when the document is missing). */
async function storedOperator() {
  return legalConfigFrom((await adminDb().doc(LEGAL_CONFIG_PATH).get()).data()).operator;
}

function ticket(metadata: Record<string, unknown>, organizerId: string | null = null): Ticket {
  return ticketView('tkt1234567', {
    userId: 'u1',
    organizerId,
    eventId: 'evt123',
    amount: 356_000,
    quantity: 2,
    ticketStatus: 'paid',
    paymentStatus: 'approved',
    paymentMethod: 'mercadopago',
    qrCode: 'CJ1.tkt1234567.sig',
    createdAt: new Date('2026-11-20T15:00:00Z'),
    metadata: {
      userName: 'Ana',
      eventName: 'Risas en Medellín',
      eventDate: '2026-12-04',
      eventTime: '20:00',
      venue: 'Teatro de prueba',
      city: 'Medellín',
      ...metadata,
    },
  });
}

describe('the show’s legal lines', () => {
  it('reads the stored code and producer of an event, leaving out malformed ones', () => {
    const data = { ...eventFixture(), event_date: new Date('2026-12-05T01:00:00Z') };
    expect(eventView('e1', { ...data, pulep_code: 'ABC123', producer: PRODUCER })).toMatchObject({
      pulep_code: 'ABC123',
      producer: PRODUCER,
    });
    const malformed = eventView('e1', { ...data, pulep_code: 'a b', producer: { legal_name: '' } });
    expect(malformed.pulep_code).toBeUndefined();
    expect(malformed.producer).toBeUndefined();
  });

  it('shows "PULEP: …" and "Organiza: … · NIT …" on the event page, and nothing without them', () => {
    const page = (event = eventFixture()) =>
      render(
        <RouterProvider
          router={createMemoryRouter([{ path: '/', element: <EventDetails event={event} /> }], {
            initialEntries: ['/'],
          })}
        />,
      );
    const { unmount } = page(eventFixture({ pulep_code: 'ABC123', producer: PRODUCER }));
    expect(screen.getByText('PULEP: ABC123')).toBeInTheDocument();
    expect(screen.getByText(ORGANIZA)).toBeInTheDocument();
    unmount();
    // an organizer's show without producer fields (from before v5) names nobody
    page(eventFixture({ organizerId: 'org1' }));
    expect(screen.queryByText(/^PULEP:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Organiza:/)).not.toBeInTheDocument();
  });

  it('names the operator of config/legal as the producer of a show without an organizer', async () => {
    const operator = await storedOperator();
    const organiza = `Organiza: ${operator.legal_name} · NIT ${operator.nit}`;
    const { unmount } = render(
      <RouterProvider
        router={createMemoryRouter(
          [{ path: '/', element: <EventDetails event={eventFixture({ organizerId: null })} /> }],
          {
            initialEntries: ['/'],
          },
        )}
      />,
    );
    expect(await screen.findByText(organiza)).toBeInTheDocument();
    unmount();

    const platformTicket = ticket({ pulepCode: 'ABC123' });
    expect(platformTicket.organizerId).toBeNull();
    const card = render(<TicketCard ticket={platformTicket} onShowQr={vi.fn()} onCancelled={vi.fn()} />);
    const article = within(screen.getByRole('article', { name: 'Risas en Medellín' }));
    expect(await article.findByText(organiza)).toBeInTheDocument();
    card.unmount();
    render(<QrModal ticket={platformTicket} onClose={() => undefined} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Risas en Medellín' }));
    expect(await dialog.findByText(organiza)).toBeInTheDocument();
  });

  it('names nobody on the ticket of an organizer’s show sold without a producer', async () => {
    const sold = ticket({ pulepCode: 'ABC123' }, 'org1');
    render(<TicketCard ticket={sold} onShowQr={vi.fn()} onCancelled={vi.fn()} />);
    const article = within(screen.getByRole('article', { name: 'Risas en Medellín' }));
    expect(article.getByText('PULEP: ABC123')).toBeInTheDocument();
    expect(article.queryByText(/^Organiza:/)).not.toBeInTheDocument();
  });

  it('shows them on the ticket in Mis tickets and in its QR dialog', () => {
    const sold = ticket({ pulepCode: 'ABC123', producer: PRODUCER });
    const card = render(<TicketCard ticket={sold} onShowQr={vi.fn()} onCancelled={vi.fn()} />);
    const article = within(screen.getByRole('article', { name: 'Risas en Medellín' }));
    expect(article.getByText('PULEP: ABC123')).toBeInTheDocument();
    expect(article.getByText(ORGANIZA)).toBeInTheDocument();
    card.unmount();
    render(<QrModal ticket={sold} onClose={() => undefined} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Risas en Medellín' }));
    expect(dialog.getByText('PULEP: ABC123')).toBeInTheDocument();
    expect(dialog.getByText(ORGANIZA)).toBeInTheDocument();
  });
});

describe('the attendee CSV', () => {
  const attendee = (overrides: Partial<Attendee>): Attendee => ({
    ticketId: 't1',
    reference: 'T1',
    userId: 'u1',
    name: 'Ana',
    email: 'ana@carcajada.test',
    phone: '3001234567',
    quantity: 2,
    ticketStatus: 'paid',
    paymentStatus: 'approved',
    paymentMethod: 'mercadopago',
    cancelReason: null,
    admittedCount: 0,
    total: 356_000,
    createdAt: new Date('2026-11-20T15:00:00Z'),
    refundRequestedAt: null,
    ...overrides,
  });

  it('has the PULEP code (the date’s for older tickets) and the standing contribution', () => {
    const rows = attendeesCsv(
      [
        attendee({ pulepCode: 'ABC123', parafiscal: 32_000 }),
        attendee({ ticketStatus: 'cancelled', paymentStatus: 'rejected', cancelReason: 'refunded', parafiscal: 0 }),
      ],
      { pulepCode: 'NEW-1' },
    )
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    const column = (name: string) => rows[0]!.indexOf(`"${name}"`);
    const pulepAndContribution = rows.map((cells) =>
      [cells[column('PULEP')], cells[column('Contribución parafiscal (COP)')]].join('|'),
    );
    expect(pulepAndContribution).toEqual([
      '"PULEP"|"Contribución parafiscal (COP)"',
      '"ABC123"|"32000"',
      '"NEW-1"|"0"',
    ]);
  });
});
