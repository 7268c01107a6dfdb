/** "Apertura de venta" in the date's editor: the opening in Bogotá, the queue and its rate. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { bogotaInstant, ON_SALE_FORM_MESSAGES, type ComedyEvent } from '@carcajada/domain';
import { OnSaleSection, ON_SALE_EDITOR_TEXTS } from '../../web/src/features/admin/components/OnSaleSection';
import { LIVE_QUEUE_TEXTS } from '../../web/src/features/admin/components/LiveQueue';

const T = ON_SALE_EDITOR_TEXTS;

function date(overrides: Partial<ComedyEvent> = {}): ComedyEvent {
  return {
    id: 'especial-1',
    slug: 'especial',
    name: 'Especial',
    description: '',
    city: 'Bogotá',
    venue: { name: 'Teatro', address: 'Calle 1' },
    cover_image_url: '',
    date: '2030-12-10',
    time: '20:00',
    event_date: bogotaInstant('2030-12-10', '20:00'),
    ticket_price: 100_000,
    status: 'active',
    event_type: 'internal',
    external_url: '',
    is_recurring: false,
    recurrence_pattern: '',
    capacity: 500,
    seats_left: 500,
    ...overrides,
  };
}

describe('the on-sale editor', () => {
  it('shows the stored opening as Bogotá date and time, the queue and its rate', () => {
    render(
      <OnSaleSection
        event={date({ sale_opens_at: bogotaInstant('2030-12-04', '10:00'), queue: true, queue_rate: 300 })}
      />,
    );
    expect(screen.getByLabelText(T.opensDate)).toHaveValue('2030-12-04');
    expect(screen.getByLabelText(T.opensTime)).toHaveValue('10:00');
    expect(screen.getByRole('checkbox', { name: T.queue })).toBeChecked();
    expect(screen.getByLabelText(T.rate)).toHaveValue(300);
    expect(screen.getByRole('checkbox', { name: T.wholeShow })).not.toBeChecked();
  });

  it('the live queue says what is left to sell online, not a "Vendidas" that counts holds and door seats', () => {
    // 500 seats, 20 kept for the door, 50 out in paid, free or unpaid checkouts: 430 left online
    render(<OnSaleSection event={date({ queue: true, seats_left: 430, box_office_quota: 20 })} />);
    const live = within(screen.getByLabelText('Fila en vivo'));
    expect(live.getByText(LIVE_QUEUE_TEXTS.leftOnline).nextSibling).toHaveTextContent('430');
    expect(live.queryByText('Vendidas')).toBeNull();
    for (const term of [LIVE_QUEUE_TEXTS.waiting, LIVE_QUEUE_TEXTS.admitted, LIVE_QUEUE_TEXTS.rate])
      expect(live.getByText(term)).toBeVisible();
  });

  it('a date without a time, or a rate out of bounds, is refused with its Spanish text before any call', () => {
    render(<OnSaleSection event={date()} />);
    expect(screen.queryByLabelText(T.rate)).toBeNull();
    fireEvent.change(screen.getByLabelText(T.opensDate), { target: { value: '2030-12-04' } });
    fireEvent.click(screen.getByRole('checkbox', { name: T.queue }));
    const rate = screen.getByLabelText(T.rate);
    expect(rate).toHaveValue(120);
    fireEvent.change(rate, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText(ON_SALE_FORM_MESSAGES.opensIncomplete)).toBeVisible();
    expect(screen.getByText(ON_SALE_FORM_MESSAGES.rateInvalid)).toBeVisible();
  });
});
