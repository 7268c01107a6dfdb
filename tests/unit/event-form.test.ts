import { describe, expect, it } from 'vitest';
import {
  duplicateForNextWeek,
  EVENT_FORM_MESSAGES as M,
  eventFormFromEvent,
  eventSlug,
  readRefusal,
  refusalMessage,
  slugCandidate,
  validateEventForm,
  type ComedyEvent,
  type EventFormInput,
} from '@carcajada/domain';

const validForm: EventFormInput = {
  name: 'Noche de Risas',
  description: 'Una hora de humor.',
  city: 'Bogotá',
  venueName: 'Casa de la Comedia',
  venueAddress: 'Carrera 7 # 45-10, Bogotá',
  date: '2026-12-04',
  time: '20:30',
  ticketPrice: 45000,
  capacity: 80,
  coverImageUrl: '/images/events/poster-3.jpg',
  eventType: 'internal',
  externalUrl: '',
  isRecurring: false,
  recurrencePattern: '',
  status: 'active',
  pulepCode: 'ABC-123',
};

function errorsOf(changes: Record<string, unknown>) {
  const result = validateEventForm({ ...validForm, ...changes });
  return result.ok ? {} : result.fieldErrors;
}

describe('event form validation', () => {
  it('accepts a complete form and trims its texts', () => {
    const result = validateEventForm({ ...validForm, name: '  Noche de Risas ' });
    expect(result).toEqual({ ok: true, value: validForm });
  });

  it('gives every required field its Spanish message', () => {
    const result = validateEventForm({});
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      name: M.nameRequired,
      description: M.descriptionRequired,
      city: M.cityRequired,
      venueName: M.venueNameRequired,
      venueAddress: M.venueAddressRequired,
      date: M.dateRequired,
      time: M.timeRequired,
      ticketPrice: M.priceInvalid,
      capacity: M.capacityRequired,
      coverImageUrl: M.coverImageRequired,
      eventType: M.eventTypeInvalid,
      isRecurring: M.recurringInvalid,
      status: M.statusInvalid,
    });
    expect(M.nameRequired).toBe('El nombre es requerido');
    expect(M.cityRequired).toBe('La ciudad es requerida');
  });

  it('checks formats: calendar date, 24 h time, whole prices and capacities, https links', () => {
    expect(errorsOf({ date: '2026-02-30' })).toEqual({ date: M.dateInvalid });
    expect(errorsOf({ date: '04/12/2026' })).toEqual({ date: M.dateInvalid });
    expect(errorsOf({ time: '24:00' })).toEqual({ time: M.timeInvalid });
    expect(errorsOf({ time: '8:30' })).toEqual({ time: M.timeInvalid });
    expect(errorsOf({ ticketPrice: 1000.5 })).toEqual({ ticketPrice: M.priceInvalid });
    expect(errorsOf({ ticketPrice: -1 })).toEqual({ ticketPrice: M.priceInvalid });
    expect(errorsOf({ ticketPrice: '45000' })).toEqual({ ticketPrice: M.priceInvalid });
    expect(errorsOf({ ticketPrice: 20_000_000 })).toEqual({ ticketPrice: M.priceTooHigh });
    expect(errorsOf({ ticketPrice: 0 })).toEqual({});
    expect(errorsOf({ capacity: 0 })).toEqual({ capacity: M.capacityInvalid });
    expect(errorsOf({ capacity: 12.5 })).toEqual({ capacity: M.capacityInvalid });
    expect(errorsOf({ capacity: null })).toEqual({ capacity: M.capacityRequired });
    expect(errorsOf({ coverImageUrl: 'http://img.example.com/a.jpg' })).toEqual({ coverImageUrl: M.coverImageInvalid });
    expect(errorsOf({ coverImageUrl: '/images/events/poster-99.jpg' })).toEqual({ coverImageUrl: M.coverImageInvalid });
    expect(errorsOf({ coverImageUrl: 'https://img.example.com/a.jpg' })).toEqual({});
    expect(errorsOf({ name: 'x'.repeat(121) })).toEqual({ name: M.nameTooLong });
    expect(errorsOf({ status: 'published' })).toEqual({ status: M.statusInvalid });
    expect(errorsOf({ id: 'a/b' })).toEqual({ id: M.idInvalid });
  });

  it('external events need an https link and may have no capacity', () => {
    expect(errorsOf({ eventType: 'external_url', capacity: null })).toEqual({ externalUrl: M.externalUrlRequired });
    expect(errorsOf({ eventType: 'external_url', externalUrl: 'javascript:alert(1)' })).toEqual({
      externalUrl: M.externalUrlInvalid,
    });
    const result = validateEventForm({
      ...validForm,
      eventType: 'external_url',
      capacity: null,
      externalUrl: ' https://boletas.example.com/x ',
    });
    expect(result.ok && result.value).toMatchObject({ capacity: null, externalUrl: 'https://boletas.example.com/x' });
  });

  it('recurring events need a pattern; fields that do not apply are emptied', () => {
    expect(errorsOf({ isRecurring: true, recurrencePattern: ' ' })).toEqual({
      recurrencePattern: M.recurrencePatternRequired,
    });
    const result = validateEventForm({
      ...validForm,
      recurrencePattern: 'Todos los jueves',
      externalUrl: 'https://x.co',
    });
    expect(result.ok && result.value).toMatchObject({ recurrencePattern: '', externalUrl: '' });
  });

  it('an invalid form travels as an invalidEvent refusal with its field messages', () => {
    const details = { reason: 'invalidEvent', fieldErrors: { name: M.nameRequired } };
    expect(readRefusal(details)).toEqual(details);
    expect(readRefusal({ reason: 'invalidEvent', fieldErrors: { name: 1 } })).toBeNull();
    expect(refusalMessage({ reason: 'invalidEvent', fieldErrors: {} })).toMatch(/Revisa los datos del evento/);
    expect(refusalMessage({ reason: 'capacityBelowTaken', seatsTaken: 12 })).toBe(
      'Ya hay 12 entradas vendidas o apartadas para este show: la capacidad no puede ser menor que 12.',
    );
    expect(readRefusal({ reason: 'capacityBelowTaken', seatsTaken: 3 })).toEqual({
      reason: 'capacityBelowTaken',
      seatsTaken: 3,
    });
    expect(readRefusal({ reason: 'refundInProgress' })).toEqual({ reason: 'refundInProgress' });
  });
});

describe('event slug', () => {
  it('is lowercase ASCII with hyphens and the date as suffix', () => {
    expect(eventSlug('Noche de Risas Ñoñas!', '2026-12-04')).toBe('noche-de-risas-nonas-2026-12-04');
    expect(eventSlug('  ¿Qué pasó, Medellín?  ', '2026-01-09')).toBe('que-paso-medellin-2026-01-09');
    expect(eventSlug('¡¡¡', '2026-01-09')).toBe('evento-2026-01-09');
    expect(eventSlug('a'.repeat(100), '2026-01-09')).toBe(`${'a'.repeat(60)}-2026-01-09`);
  });

  it('collision suffixes start at -2', () => {
    expect(slugCandidate('show-2026-01-09', 1)).toBe('show-2026-01-09');
    expect(slugCandidate('show-2026-01-09', 2)).toBe('show-2026-01-09-2');
  });
});

describe('edit and duplicate', () => {
  const event: ComedyEvent = {
    id: 'abc123',
    slug: 'noche-de-risas-2026-12-04',
    name: validForm.name,
    description: validForm.description,
    city: validForm.city,
    venue: { name: validForm.venueName, address: validForm.venueAddress },
    cover_image_url: validForm.coverImageUrl,
    date: validForm.date,
    time: validForm.time,
    event_date: new Date('2026-12-05T01:30:00Z'),
    ticket_price: validForm.ticketPrice,
    status: 'inactive',
    event_type: 'internal',
    external_url: '',
    is_recurring: false,
    recurrence_pattern: '',
    capacity: 80,
    seats_left: 70,
    pulep_code: 'ABC-123',
  };

  it('fills the form from a stored event', () => {
    expect(eventFormFromEvent(event)).toEqual({ ...validForm, id: 'abc123', status: 'inactive' });
  });

  it('duplicates the show a week later as a new event, across month and year ends', () => {
    const copy = duplicateForNextWeek({ ...validForm, id: 'abc123' });
    expect(copy).toEqual({ ...validForm, date: '2026-12-11' });
    expect('id' in copy).toBe(false);
    expect(duplicateForNextWeek({ ...validForm, date: '2026-12-28' }).date).toBe('2027-01-04');
    expect(duplicateForNextWeek({ ...validForm, date: '2028-02-26' }).date).toBe('2028-03-04');
  });
});
