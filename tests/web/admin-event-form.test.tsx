/** The event form shows every validation message on its field, the server's too, and the home's card. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { BOX_OFFICE_QUOTA_MESSAGE, EVENT_FORM_MESSAGES, PULEP_MESSAGES, refusalMessage } from '@carcajada/domain';
import { EventForm, type EventFormProps } from '../../web/src/features/admin/components/EventForm';
import { saveFailure } from '../../web/src/features/admin/api/save-event';
import { emptyDraft } from '../../web/src/features/admin/utils/event-draft';
import { renderWithFirestore } from './support/app-render';

function renderForm(overrides: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn();
  renderWithFirestore(
    <EventForm
      initial={emptyDraft()}
      stored={null}
      saving={false}
      serverErrors={{}}
      serverMessage={null}
      submitLabel="Crear show"
      onSubmit={onSubmit}
      {...overrides}
    />,
  );
  return { onSubmit };
}

/** A field by its label, with or without the required asterisk. */
function field(label: string | RegExp): HTMLElement {
  if (label instanceof RegExp) return screen.getByLabelText(label);
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`));
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe('event form', () => {
  it('shows each missing field its Spanish message and does not submit', () => {
    const { onSubmit } = renderForm();
    type('Hora', '');
    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los campos marcados.');
    for (const [label, message] of [
      ['Nombre del show', EVENT_FORM_MESSAGES.nameRequired],
      ['Ciudad', EVENT_FORM_MESSAGES.cityRequired],
      ['Nombre del lugar', EVENT_FORM_MESSAGES.venueNameRequired],
      ['Dirección', EVENT_FORM_MESSAGES.venueAddressRequired],
      ['Fecha', EVENT_FORM_MESSAGES.dateRequired],
      ['Hora', EVENT_FORM_MESSAGES.timeRequired],
      ['Precio por entrada (COP)', EVENT_FORM_MESSAGES.priceInvalid],
      ['Capacidad (sillas)', EVENT_FORM_MESSAGES.capacityRequired],
      [/enlace a la imagen/, EVENT_FORM_MESSAGES.coverImageRequired],
    ] as const) {
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('Descripción')).toHaveAccessibleDescription(EVENT_FORM_MESSAGES.descriptionRequired);
  });

  it('clears a field message once that field is edited', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    type('Nombre del show', 'Risas de prueba');
    expect(field('Nombre del show')).not.toHaveAttribute('aria-invalid');
    expect(field('Ciudad')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the external link and the recurrence only when they apply', () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Se venden en un sitio externo'));
    expect(field('Capacidad (sillas)')).not.toBeRequired();
    type('Enlace de compra externo', 'http://inseguro.test');
    fireEvent.click(screen.getByLabelText('Se repite'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    expect(field('Enlace de compra externo')).toHaveAccessibleDescription(EVENT_FORM_MESSAGES.externalUrlInvalid);
    expect(field('Cuándo se repite')).toHaveAccessibleDescription(EVENT_FORM_MESSAGES.recurrencePatternRequired);
  });

  it('sends a complete form, numbers typed the Colombian way, and previews the card as the home shows it', () => {
    const { onSubmit } = renderForm();
    type('Nombre del show', 'Risas de martes');
    fireEvent.change(field('Descripción'), { target: { value: 'Una hora de humor.' } });
    type('Ciudad', 'Cali');
    type('Nombre del lugar', 'Teatro Jorge Isaacs');
    type('Dirección', 'Calle 12 # 3-30');
    type('Fecha', '2030-03-15');
    type('Hora', '21:00');
    type('Precio por entrada (COP)', '45.000');
    type('Capacidad (sillas)', '120');
    fireEvent.click(screen.getByRole('button', { name: 'Póster 3' }));
    expect(screen.getByRole('button', { name: 'Póster 3' })).toHaveAttribute('aria-pressed', 'true');

    const preview = within(screen.getByRole('complementary', { name: 'Vista previa de la tarjeta' }));
    expect(preview.getByRole('heading', { name: 'Risas de martes' })).toBeInTheDocument();
    expect(preview.getByText('Teatro Jorge Isaacs · Cali')).toBeInTheDocument();
    expect(preview.getByText(/Viernes, 15 de marzo - 21:00/)).toBeInTheDocument();
    expect(preview.getByText(/45\.000/)).toBeInTheDocument();

    // a published paid show needs its PULEP code: the field says why and where
    expect(field('Código PULEP')).toHaveAccessibleDescription(PULEP_MESSAGES.help);
    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Código PULEP')).toHaveAccessibleDescription(`${PULEP_MESSAGES.help} ${PULEP_MESSAGES.required}`);
    type('Código PULEP', 'abc-123');
    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Risas de martes',
        pulepCode: 'ABC-123',
        ticketPrice: 45000,
        capacity: 120,
        coverImageUrl: '/images/events/poster-3.jpg',
        eventType: 'internal',
        externalUrl: '',
        status: 'active',
      }),
      undefined,
      0,
      undefined,
    );
  });

  it('sends the seats kept for the door, checked against the capacity, and shows their refusals on the field', () => {
    const { onSubmit } = renderForm({ initial: { ...emptyDraft(), capacity: '120', boxOfficeQuota: '130' } });
    type('Nombre del show', 'Risas en taquilla');
    fireEvent.change(field('Descripción'), { target: { value: 'Una hora de humor.' } });
    type('Ciudad', 'Cali');
    type('Nombre del lugar', 'Teatro Jorge Isaacs');
    type('Dirección', 'Calle 12 # 3-30');
    type('Fecha', '2030-03-15');
    type('Precio por entrada (COP)', '45.000');
    type('Código PULEP', 'abc-123');
    fireEvent.click(screen.getByRole('button', { name: 'Póster 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Cupos para taquilla')).toHaveAccessibleDescription(BOX_OFFICE_QUOTA_MESSAGE);
    type('Cupos para taquilla', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Crear show' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ capacity: 120 }), undefined, 20, undefined);

    const tooLarge = saveFailure({ details: { reason: 'boxOfficeQuotaTooLarge', seatsLeft: 4 } });
    expect(tooLarge.quotaError).toBe(refusalMessage({ reason: 'boxOfficeQuotaTooLarge', seatsLeft: 4 }));
    const belowSold = saveFailure({ details: { reason: 'boxOfficeQuotaBelowSold', seatsTaken: 3 } });
    expect(belowSold.quotaError).toBe(refusalMessage({ reason: 'boxOfficeQuotaBelowSold', seatsTaken: 3 }));
    expect(
      saveFailure({ details: { reason: 'invalidEvent', fieldErrors: { boxOfficeQuota: BOX_OFFICE_QUOTA_MESSAGE } } })
        .quotaError,
    ).toBe(BOX_OFFICE_QUOTA_MESSAGE);
  });

  it("shows the server's refusal of the door's seats on their field", () => {
    renderForm({ serverQuotaError: 'Solo quedan 4 sillas sin vender en línea.', serverMessage: 'No se guardó.' });
    expect(field('Cupos para taquilla')).toHaveAccessibleDescription('Solo quedan 4 sillas sin vender en línea.');
  });

  it("puts the server's refusals on their fields: invalid fields and a capacity below the seats taken", () => {
    const invalid = saveFailure({ details: { reason: 'invalidEvent', fieldErrors: { city: 'Ciudad rara' } } });
    const below = saveFailure({ details: { reason: 'capacityBelowTaken', seatsTaken: 7 } });
    const capacityMessage = refusalMessage({ reason: 'capacityBelowTaken', seatsTaken: 7 });
    expect(below.fieldErrors.capacity).toBe(capacityMessage);
    // a message text that merely looks like a refusal is not read
    expect(saveFailure(new Error('capacityBelowTaken')).fieldErrors).toEqual({});
    expect(saveFailure({ details: { reason: 'pulepRequired' } }).fieldErrors).toEqual({
      pulepCode: PULEP_MESSAGES.required,
    });

    renderForm({ serverErrors: { ...invalid.fieldErrors, ...below.fieldErrors }, serverMessage: below.message });
    expect(field('Ciudad')).toHaveAccessibleDescription('Ciudad rara');
    expect(field('Capacidad (sillas)')).toHaveAccessibleDescription(capacityMessage);
    expect(screen.getByRole('alert')).toHaveTextContent(capacityMessage);
  });
});
