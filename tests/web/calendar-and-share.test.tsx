import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import ICAL from 'ical.js';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { EventDetails } from '../../web/src/features/events/components/EventDetails';
import { TicketCard } from '../../web/src/features/tickets/components/TicketCard';
import { eventFixture } from './support/events-fixtures';

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/evento/show-de-prueba'] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

/** The Blob the app downloads, and the file name it gives it. */
function captureDownload(): { file: () => Promise<{ name: string; type: string; text: string }> } {
  let blob: Blob | undefined;
  let name = '';
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:calendario';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.download;
  });
  return {
    file: async () => {
      if (!blob) throw new Error('nothing was downloaded');
      return { name, type: blob.type, text: await blob.text() };
    },
  };
}

function ticketFixture(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 'tkt1234567',
    userId: 'u1',
    eventId: 'evt123',
    amount: 112_100,
    currency: 'COP',
    quantity: 2,
    buyerEmail: 'a@b.co',
    createdAt: new Date('2026-11-20T15:00:00Z'),
    ticketStatus: 'paid',
    paymentStatus: 'approved',
    paymentMethod: 'mercadopago',
    preferenceId: 'p-1',
    qrCode: 'CJ1.tkt1234567.sig',
    metadata: {
      userName: 'Ana',
      eventName: 'Risas en Medellín',
      eventDate: '2026-12-04',
      eventTime: '20:00',
      venue: 'Teatro de prueba',
      city: 'Medellín',
      seatNumber: 'General',
    },
    initPoint: null,
    holdExpiresAt: null,
    refundRequestedAt: null,
    cancelReason: null,
    organizerId: null,
    cashVoucherUrl: null,
    providerPaymentType: null,
    providerStatus: null,
    ...overrides,
  };
}

const calendarGroup = () => screen.getByRole('group', { name: 'Agregar al calendario' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('add to calendar', () => {
  it('the event page downloads the show as an .ics file named after its slug, in Bogotá time', async () => {
    const download = captureDownload();
    const user = renderInRouter(<EventDetails event={eventFixture()} />);
    await user.click(within(calendarGroup()).getByRole('button', { name: 'Descargar .ics' }));
    const file = await download.file();
    expect(file.name).toBe('show-de-prueba.ics');
    expect(file.type).toMatch(/^text\/calendar/);
    const vevent = new ICAL.Component(ICAL.parse(file.text)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Show de prueba');
    expect(event.startDate.toString()).toBe('2026-12-04T20:00:00');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Bogota');
    expect(event.location).toContain('Teatro de prueba');
  });

  it('the event page links to Google Calendar with the Bogotá wall-clock times', () => {
    renderInRouter(<EventDetails event={eventFixture()} />);
    const link = within(calendarGroup()).getByRole('link', { name: 'Google Calendar' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('text')).toBe('Show de prueba');
    expect(url.searchParams.get('dates')).toBe('20261204T200000/20261204T220000');
    expect(url.searchParams.get('ctz')).toBe('America/Bogota');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each(['paid', 'reserved'] as const)('a %s ticket in Mis tickets can be added to the calendar', async (status) => {
    const download = captureDownload();
    const user = renderInRouter(
      <TicketCard ticket={ticketFixture({ ticketStatus: status })} onShowQr={vi.fn()} onCancelled={vi.fn()} />,
    );
    await user.click(within(calendarGroup()).getByRole('button', { name: 'Descargar .ics' }));
    const file = await download.file();
    expect(file.name).toBe('risas-en-medellin.ics');
    expect(file.text).toContain('DTSTART;TZID=America/Bogota:20261204T200000');
    expect(file.text).toContain('SUMMARY:Risas en Medellín');
    expect(within(calendarGroup()).getByRole('link', { name: 'Google Calendar' })).toBeInTheDocument();
  });

  it('a cancelled ticket offers no calendar', () => {
    renderInRouter(
      <TicketCard
        ticket={ticketFixture({ ticketStatus: 'cancelled', paymentStatus: 'rejected' })}
        onShowQr={vi.fn()}
        onCancelled={vi.fn()}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Agregar al calendario' })).not.toBeInTheDocument();
  });
});

describe('share the event', () => {
  it('uses the system share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      delete (navigator as Partial<Navigator>).share;
    });
    const user = renderInRouter(<EventDetails event={eventFixture()} />);
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Show de prueba',
      text: 'Show de prueba',
      url: `${window.location.origin}/evento/show-de-prueba`,
    });
    expect(screen.queryByRole('link', { name: 'Compartir por WhatsApp' })).not.toBeInTheDocument();
  });

  it('without it: WhatsApp to any chat, and copy-link with a confirmation', async () => {
    expect('share' in navigator).toBe(false);
    const user = renderInRouter(<EventDetails event={eventFixture()} />);
    const url = `${window.location.origin}/evento/show-de-prueba`;
    const whatsapp = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toContain(url);
    expect(href.searchParams.get('text')).toContain('Show de prueba');

    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Enlace copiado');
    await expect(navigator.clipboard.readText()).resolves.toBe(url);
  });
});
