/**
 * The ticket types editor inside the show's form: add, order, hide and remove types,
 * the domain's validation under each field, the server's `ticketTypes.<i>.<field>` errors and its
 * quotaBelowSold refusal on the type's quota.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { refusalMessage, TICKET_TYPE_MESSAGES, type TicketType } from '@carcajada/domain';
import { EventForm, type EventFormProps } from '../../web/src/features/admin/components/EventForm';
import { saveFailure } from '../../web/src/features/admin/api/save-event';
import { draftFromForm, emptyDraft, type EventDraft } from '../../web/src/features/admin/utils/event-draft';
import { typeDraftFromType } from '../../web/src/features/admin/utils/ticket-type-draft';
import { renderWithFirestore } from './support/app-render';

/** A complete show, so only the types decide whether the form submits. */
function showDraft(overrides: Partial<EventDraft> = {}): EventDraft {
  return {
    ...emptyDraft(),
    name: 'Risas con tipos',
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
    ...overrides,
  };
}

function renderForm(overrides: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn();
  renderWithFirestore(
    <EventForm
      initial={showDraft()}
      stored={null}
      saving={false}
      serverErrors={{}}
      serverMessage={null}
      submitLabel="Guardar"
      onSubmit={onSubmit}
      {...overrides}
    />,
  );
  return { onSubmit };
}

/** The fieldset of the type at this place ("Tipo 2", "Tipo 2: VIP"). */
function typeGroup(place: number) {
  return within(screen.getByRole('group', { name: new RegExp(`^Tipo ${place}(:|$)`) }));
}

function field(place: number, label: RegExp) {
  return typeGroup(place).getByLabelText(label);
}

function fill(place: number, label: RegExp, value: string) {
  fireEvent.change(field(place, label), { target: { value } });
}

function addType(name: string, price: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Agregar tipo de entrada' }));
  const place = screen.getAllByRole('group', { name: /^Tipo \d+/ }).length;
  fill(place, /^Nombre del tipo/, name);
  fill(place, /^Precio \(COP\)/, price);
}

describe('ticket types editor', () => {
  it('adds, orders and hides types, and sends them in order with the lowest visible price', () => {
    const { onSubmit } = renderForm();
    expect(screen.getByLabelText(/^Precio por entrada/)).toBeInTheDocument();
    addType('General', '45.000');
    addType('Preferencial', '80000');
    addType('Invitados', '0');
    // with types, the single price gives way to the types' prices
    expect(screen.queryByLabelText(/^Precio por entrada/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Subir Tipo 2: Preferencial' }));
    expect(screen.getByRole('group', { name: 'Tipo 1: Preferencial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir Tipo 1: Preferencial' })).toBeDisabled();
    fill(1, /^Cupo/, '20');
    fill(1, /^Máximo por compra/, '4');
    fill(1, /^Venta hasta/, '2030-03-10T20:00');
    fireEvent.click(typeGroup(3).getByLabelText(/^Oculto/));

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [form, types] = onSubmit.mock.calls[0]!;
    // the card shows the lowest visible price (the hidden courtesy type does not count)
    expect(form).toMatchObject({ ticketPrice: 45_000, capacity: 100 });
    expect(types).toEqual([
      {
        name: 'Preferencial',
        price: 80_000,
        quota: 20,
        saleStartsAt: null,
        // Bogotá wall clock, UTC−5
        saleEndsAt: '2030-03-11T01:00:00.000Z',
        maxPerOrder: 4,
        hidden: false,
        promotion: null,
      },
      expect.objectContaining({ name: 'General', price: 45_000, quota: null, hidden: false }),
      expect.objectContaining({ name: 'Invitados', price: 0, hidden: true }),
    ]);
  });

  it('removes a type, and a show without types sends none', () => {
    const { onSubmit } = renderForm();
    addType('General', '45000');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Tipo 1: General' }));
    expect(screen.queryByRole('group', { name: /^Tipo 1/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // no types, no door quota (0)
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ticketPrice: 45_000 }), undefined, 0, undefined);
  });

  it('shows the domain messages under each field, linked to it, and does not submit', () => {
    const { onSubmit } = renderForm();
    addType('', '');
    addType('VIP', '90000');
    fill(2, /^Cupo/, '500');
    fill(2, /^Máximo por compra/, '0');
    fill(2, /^Venta desde/, '2030-03-10T20:00');
    fill(2, /^Venta hasta/, '2030-03-09T20:00');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Revisa los campos marcados.')).toBeInTheDocument();
    for (const [place, label, message] of [
      [1, /^Nombre del tipo/, TICKET_TYPE_MESSAGES.nameRequired],
      [1, /^Precio \(COP\)/, TICKET_TYPE_MESSAGES.priceInvalid],
      [2, /^Cupo/, TICKET_TYPE_MESSAGES.quotaAboveCapacity],
      [2, /^Máximo por compra/, TICKET_TYPE_MESSAGES.maxPerOrderInvalid],
      [2, /^Venta hasta/, TICKET_TYPE_MESSAGES.windowInvalid],
    ] as const) {
      expect(field(place, label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(place, label)).toHaveAccessibleDescription(message);
    }

    // editing a field takes its message away; every type hidden is a message on the list
    fill(1, /^Nombre del tipo/, 'General');
    expect(field(1, /^Nombre del tipo/)).not.toHaveAttribute('aria-invalid');
    fill(1, /^Precio \(COP\)/, '40000');
    fill(2, /^Cupo/, '');
    fill(2, /^Máximo por compra/, '2');
    fill(2, /^Venta hasta/, '');
    fireEvent.click(typeGroup(1).getByLabelText(/^Oculto/));
    fireEvent.click(typeGroup(2).getByLabelText(/^Oculto/));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(TICKET_TYPE_MESSAGES.noneVisible)).toBeInTheDocument();
  });

  it("loads the show's stored types, hidden ones too, and puts the server's refusals on their fields", () => {
    const stored: TicketType[] = [
      {
        id: 'general',
        name: 'General',
        price: 45_000,
        quota: null,
        saleStartsAt: null,
        saleEndsAt: null,
        maxPerOrder: 10,
        hidden: false,
        sort: 0,
        seatsLeft: null,
        promotion: null,
      },
      {
        id: 'palco',
        name: 'Palco',
        price: 0,
        quota: 8,
        saleStartsAt: Date.parse('2030-03-01T15:00:00.000Z'),
        saleEndsAt: null,
        maxPerOrder: 2,
        hidden: true,
        sort: 1,
        seatsLeft: 3,
        promotion: null,
      },
    ];
    const invalid = saveFailure({
      details: { reason: 'invalidEvent', fieldErrors: { 'ticketTypes.0.name': 'Nombre raro', city: 'Ciudad rara' } },
    });
    expect(invalid).toMatchObject({ fieldErrors: { city: 'Ciudad rara' }, typeErrors: { '0.name': 'Nombre raro' } });
    const below = saveFailure({ details: { reason: 'quotaBelowSold', seatsTaken: 5, ticketTypeIndex: 1 } });
    const belowMessage = refusalMessage({ reason: 'quotaBelowSold', seatsTaken: 5 });
    expect(below).toMatchObject({ message: belowMessage, typeErrors: { '1.quota': belowMessage } });

    const initial = draftFromForm(
      { ...showDraft(), ticketPrice: 45_000, capacity: 100 },
      stored.map((type) => typeDraftFromType(type)),
      true,
    );
    const { onSubmit } = renderForm({
      initial,
      serverErrors: invalid.fieldErrors,
      serverTypeErrors: { ...invalid.typeErrors, ...below.typeErrors },
      serverMessage: below.message,
    });
    expect(field(2, /^Nombre del tipo/)).toHaveValue('Palco');
    expect(field(2, /^Cupo/)).toHaveValue('8');
    expect(field(2, /^Venta desde/)).toHaveValue('2030-03-01T10:00');
    expect(typeGroup(2).getByLabelText(/^Oculto/)).toBeChecked();
    expect(field(1, /^Nombre del tipo/)).toHaveAccessibleDescription('Nombre raro');
    expect(field(2, /^Cupo/)).toHaveAccessibleDescription(belowMessage);
    expect(screen.getByRole('alert')).toHaveTextContent(belowMessage);

    // moving a type makes the server's index-keyed messages stale: they go
    fireEvent.click(screen.getByRole('button', { name: 'Bajar Tipo 1: General' }));
    expect(field(1, /^Cupo/)).not.toHaveAttribute('aria-invalid');
    fill(1, /^Cupo/, '10');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const [, types] = onSubmit.mock.calls[0]!;
    expect(types).toEqual([
      expect.objectContaining({ id: 'palco', quota: 10, hidden: true, saleStartsAt: '2030-03-01T15:00:00.000Z' }),
      expect.objectContaining({ id: 'general', quota: null }),
    ]);
  });

  it('retires every type when a show that had types is left with none', () => {
    const initial = draftFromForm(
      { ...showDraft(), ticketPrice: 45_000, capacity: 100 },
      [
        typeDraftFromType({
          id: 'general',
          name: 'General',
          price: 45_000,
          quota: null,
          saleStartsAt: null,
          saleEndsAt: null,
          maxPerOrder: 10,
          hidden: false,
          sort: 0,
          seatsLeft: null,
          promotion: null,
        }),
      ],
      true,
    );
    const { onSubmit } = renderForm({ initial });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar Tipo 1: General' }));
    fireEvent.change(screen.getByLabelText(/^Precio por entrada/), { target: { value: '50000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ticketPrice: 50_000 }), [], 0, undefined);
  });
});
