/**
 * Group pricing ("parche") on the web: the card's and the type's labels ("2x1", "Mesa x4 $ 200.000"),
 * the checkout's promotion line, and the editor's validation of a type's promotion.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  computeOrder,
  formatCop,
  PROMOTION_MESSAGES,
  ticketTypeFromData,
  type TicketPromotion,
} from '@carcajada/domain';
import { EventForm } from '../../web/src/features/admin/components/EventForm';
import { emptyDraft } from '../../web/src/features/admin/utils/event-draft';
import { EventCard } from '../../web/src/features/events/components/EventCard';
import { TicketTypePicker } from '../../web/src/features/events/components/TicketTypePicker';
import { OrderSummary } from '../../web/src/features/checkout/components/OrderSummary';
import { QuantityStepper } from '../../web/src/components/ui/QuantityStepper';
import { renderWithFirestore } from './support/app-render';
import { eventFixture } from './support/events-fixtures';

const TWO_FOR_ONE: TicketPromotion = { kind: 'buy_x_pay_y', x: 2, y: 1 };
const TABLE: TicketPromotion = { kind: 'table', size: 4, price: 200_000 };
const CONFIG = { fees: 5000, taxes: 19 };
/** Text as Testing Library matches it: the no-break space of COP amounts read as a space. */
const shown = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the labels of a promotion', () => {
  it("the show's card shows its types' promotions", () => {
    renderWithFirestore(<EventCard event={eventFixture({ promotion_labels: ['2x1', 'Mesa x4 $\u00a0200.000'] })} />);
    expect(screen.getByText('2x1')).toBeInTheDocument();
    expect(screen.getByText(shown('Mesa x4 $\u00a0200.000'))).toBeInTheDocument();
  });

  it("each type's card in the picker shows its own", () => {
    const types = [
      ticketTypeFromData('pareja', { name: 'Pareja', price: 50_000, promotion: TWO_FOR_ONE })!,
      ticketTypeFromData('mesa', { name: 'Mesa', price: 60_000, promotion: TABLE, sort: 1 })!,
      ticketTypeFromData('general', { name: 'General', price: 40_000, sort: 2 })!,
    ];
    render(<TicketTypePicker types={types} selected={null} onSelect={() => {}} showSoldOut={false} now={Date.now()} />);
    expect(within(screen.getByRole('radio', { name: /Pareja/ }).closest('label')!).getByText('2x1')).toBeVisible();
    expect(screen.getByText(shown('Mesa x4 $\u00a0200.000'))).toBeInTheDocument();
    expect(within(screen.getByRole('radio', { name: /General/ }).closest('label')!).queryByText(/x\d/)).toBeNull();
  });

  it("the checkout's summary shows the promotion and what it takes off", () => {
    const order = computeOrder(50_000, 3, CONFIG, 0, TWO_FOR_ONE);
    render(<OrderSummary eventName="Show" order={order} config={CONFIG} />);
    const line = screen.getByText('Promoción 2x1').closest('div')!;
    expect(within(line).getByText(shown(`−${formatCop(50_000)}`))).toBeInTheDocument();
    expect(
      within(screen.getByText('Total').closest('div')!).getByText(shown(formatCop(order.total))),
    ).toBeInTheDocument();
  });
});

describe("the checkout's quantity of a table", () => {
  it('moves by whole tables, up to the last whole one under the limit', () => {
    const onChange = vi.fn();
    const { rerender } = render(<QuantityStepper value="4" onChange={onChange} max={10} step={4} />);
    expect(screen.getByRole('button', { name: 'Quitar 4 entradas' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar 4 entradas' }));
    expect(onChange).toHaveBeenLastCalledWith('8');
    rerender(<QuantityStepper value="8" onChange={onChange} max={10} step={4} />);
    expect(screen.getByRole('button', { name: 'Agregar 4 entradas' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar 4 entradas' }));
    expect(onChange).toHaveBeenLastCalledWith('4');
  });
});

describe('the editor of a type’s promotion', () => {
  function renderForm() {
    const onSubmit = vi.fn();
    renderWithFirestore(
      <EventForm
        initial={{
          ...emptyDraft(),
          name: 'Risas en parche',
          description: 'Una hora de humor.',
          city: 'Cali',
          venueName: 'Teatro Jorge Isaacs',
          venueAddress: 'Calle 12 # 3-30',
          date: '2030-03-15',
          time: '21:00',
          ticketPrice: '45000',
          capacity: '100',
          coverImageUrl: '/images/events/poster-3.jpg',
          pulepCode: 'ABC123',
        }}
        stored={null}
        saving={false}
        serverErrors={{}}
        serverMessage={null}
        submitLabel="Guardar"
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Agregar tipo de entrada' }));
    const group = within(screen.getByRole('group', { name: /^Tipo 1/ }));
    const fill = (label: RegExp, value: string) => fireEvent.change(group.getByLabelText(label), { target: { value } });
    fill(/^Nombre del tipo/, 'Pareja');
    fill(/^Precio \(COP\)/, '50000');
    return { onSubmit, group, fill };
  }

  it('refuses an x and y that make no sense, with the Spanish message under the field', () => {
    const { onSubmit, group, fill } = renderForm();
    fill(/^Promoción/, 'buy_x_pay_y');
    fill(/^Lleva \(X\)/, '2');
    fill(/^Paga \(Y\)/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(group.getByLabelText(/^Paga \(Y\)/)).toHaveAccessibleDescription(PROMOTION_MESSAGES.yInvalid);

    fill(/^Lleva \(X\)/, '11');
    fill(/^Paga \(Y\)/, '1');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(group.getByLabelText(/^Lleva \(X\)/)).toHaveAccessibleDescription(PROMOTION_MESSAGES.xInvalid);

    fill(/^Lleva \(X\)/, '2');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![1]).toEqual([expect.objectContaining({ name: 'Pareja', promotion: TWO_FOR_ONE })]);
  });

  it('refuses a table of 1 or more than 10 and a price that is not whole pesos', () => {
    const { onSubmit, group, fill } = renderForm();
    fill(/^Promoción/, 'table');
    fill(/^Entradas por mesa/, '1');
    fill(/^Precio de la mesa/, '200000');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(group.getByLabelText(/^Entradas por mesa/)).toHaveAccessibleDescription(PROMOTION_MESSAGES.sizeInvalid);
    fill(/^Entradas por mesa/, '4');
    fill(/^Precio de la mesa/, '200.000,5');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(group.getByLabelText(/^Precio de la mesa/)).toHaveAccessibleDescription(
      PROMOTION_MESSAGES.tablePriceInvalid,
    );
    expect(onSubmit).not.toHaveBeenCalled();
    fill(/^Precio de la mesa/, '200.000');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit.mock.calls[0]![1]).toEqual([expect.objectContaining({ promotion: TABLE })]);
  });
});
