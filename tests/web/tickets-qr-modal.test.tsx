import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'qrcode';
import { DEFAULT_SEAT, QR_IMAGE_SIZE, ticketReference, WALLET_TEXTS } from '@carcajada/domain';
import type { Ticket } from '@carcajada/domain/stored/ticket';
import { QrModal } from '../../web/src/features/tickets/components/QrModal';
import { TICKET_MESSAGES } from '../../web/src/features/tickets/utils/ticket-display';

const CODE =
  'CJ1.Tk3xQp9ZrS2vW8yLm4Na.3q2-7wExampleSignatureBase64UrlAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function ticketWith(qrCode: string | null): Ticket {
  return {
    id: 'Tk3xQp9ZrS2vW8yLm4Na',
    userId: 'someone',
    eventId: 'event-1',
    amount: 117100,
    currency: 'COP',
    quantity: 2,
    buyerEmail: 'ana@carcajada.test',
    createdAt: new Date('2030-03-01T15:00:00Z'),
    ticketStatus: 'paid',
    paymentStatus: 'approved',
    paymentMethod: 'mercadopago',
    preferenceId: '123-abc',
    qrCode,
    metadata: {
      userName: 'Ana',
      eventName: 'Noche de Stand Up 911',
      eventDate: '2030-03-15',
      eventTime: '21:00',
      venue: '911 Comedy Club',
      city: 'Bogotá',
      seatNumber: DEFAULT_SEAT,
    },
    initPoint: null,
    holdExpiresAt: null,
    cancelReason: null,
    refundRequestedAt: null,
    organizerId: null,
    cashVoucherUrl: null,
    providerPaymentType: null,
    providerStatus: null,
  };
}

function darkModules(text: string): number {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let count = 0;
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) count += 1;
  }
  return count;
}

describe('QR modal', () => {
  it('is a labelled modal dialog that draws the code locally at 200×200', () => {
    render(<QrModal ticket={ticketWith(CODE)} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Noche de Stand Up 911' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const qr = within(dialog).getByRole('img', {
      name: `Código QR del ticket ${ticketReference('Tk3xQp9ZrS2vW8yLm4Na')}`,
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', String(QR_IMAGE_SIZE));
    expect(qr).toHaveAttribute('height', String(QR_IMAGE_SIZE));
    const path = qr.querySelector('path')?.getAttribute('d') ?? '';
    expect(path.match(/M/g)).toHaveLength(darkModules(CODE));
    expect(document.querySelector('img[src^="http"]')).toBeNull();
  });

  it('falls back to "QR no disponible" with a link to the code when it cannot be drawn', () => {
    const tooLong = `CJ1.${'x'.repeat(4000)}`;
    render(<QrModal ticket={ticketWith(tooLong)} onClose={() => undefined} />);
    expect(screen.getByText(TICKET_MESSAGES.qrUnavailable)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ver el código del ticket' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(`data:text/plain;charset=utf-8,${tooLong}`);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says the QR comes once the payment is confirmed when the ticket has no code', () => {
    render(<QrModal ticket={ticketWith(null)} onClose={() => undefined} />);
    expect(screen.getByText(TICKET_MESSAGES.qrPending)).toBeInTheDocument();
  });

  it('keeps focus inside and closes on Escape or with the close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<QrModal ticket={ticketWith(CODE)} onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Cerrar' });
    expect(close).toHaveFocus();
    // the wallet badges are the dialog's other stops; Tab comes back to the close button
    await user.tab();
    expect(screen.getByRole('button', { name: WALLET_TEXTS.apple })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: WALLET_TEXTS.google })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
