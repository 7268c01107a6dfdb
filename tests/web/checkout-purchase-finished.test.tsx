import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from './support/auth-render';

describe('purchase-finished page', () => {
  it('thanks the buyer, says the payment is being processed and points to Mis tickets', async () => {
    renderApp('/compra-finalizada?event=gran-gala-del-humor&value=297800');
    expect(await screen.findByRole('heading', { name: 'Gracias por tu compra' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/Estamos procesando tu pago/)).toBeInTheDocument();
    expect(main.getByText('Mis tickets')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Ver mis tickets' })).toHaveAttribute('href', '/tickets');
    expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', expect.stringContaining('wa.me'));
  });

  it('does not claim processing for a payment Mercado Pago rejected', async () => {
    renderApp('/compra-finalizada?event=gran-gala-del-humor&value=297800&status=rejected');
    await screen.findByRole('heading', { name: 'Gracias por tu compra' });
    expect(screen.queryByText(/Estamos procesando tu pago/)).not.toBeInTheDocument();
    expect(screen.getByText(/no aprobó el pago/)).toBeInTheDocument();
  });
});
