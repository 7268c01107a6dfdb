import { describe, expect, it } from 'vitest';
import {
  effectiveQuantity,
  nextQuantityInput,
  quantityFromInput,
  quantityFromQuery,
  validateEditProfile,
  validateLogin,
  validateSignUp,
  VALIDATION_MESSAGES as M,
} from '@carcajada/domain';

describe('form validation (spec section 5)', () => {
  it('login: required fields, email pattern, password length', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
    });
    expect(validateLogin({ email: 'ana@correo', password: '12345' })).toEqual({
      email: 'El correo electrónico no es válido',
      password: 'La contraseña debe tener al menos 6 caracteres',
    });
    expect(validateLogin({ email: 'ana@correo.co', password: '123456' })).toEqual({});
  });

  it('sign-up: phone must have 10 digits after stripping, confirmation must match', () => {
    const valid = {
      name: 'Ana',
      email: 'ana@correo.co',
      phone: '300 123 4567',
      password: 'secreto',
      confirmPassword: 'secreto',
    };
    expect(validateSignUp(valid)).toEqual({});
    expect(validateSignUp({ ...valid, phone: '300123456' }).phone).toBe(
      'Ingresa un número de celular válido (10 dígitos)',
    );
    expect(validateSignUp({ ...valid, confirmPassword: '' }).confirmPassword).toBe('Confirma tu contraseña');
    expect(validateSignUp({ ...valid, confirmPassword: 'otro123' }).confirmPassword).toBe(
      'Las contraseñas no coinciden',
    );
    expect(validateSignUp({ ...valid, name: '  ' }).name).toBe('El nombre es requerido');
  });

  it('edit profile: city required, address optional', () => {
    expect(validateEditProfile({ name: 'Ana', phone: '3001234567', city: '', address: '' })).toEqual({
      city: 'La ciudad es requerida',
    });
  });
});

describe('quantity field (spec section 5)', () => {
  it('accepts digits only and keeps the previous value otherwise', () => {
    expect(nextQuantityInput('2', '23')).toBe('23');
    expect(nextQuantityInput('2', '2a')).toBe('2');
    expect(nextQuantityInput('2', '-1')).toBe('2');
    expect(nextQuantityInput('2', '')).toBe('');
  });

  it('an empty field means 0, and checkout gets at least 1', () => {
    expect(quantityFromInput('')).toBe(0);
    expect(effectiveQuantity(0)).toBe(1);
    expect(effectiveQuantity(3)).toBe(3);
  });

  it('checkout ?quantity=: minimum 1, default 1', () => {
    expect(quantityFromQuery(null)).toBe(1);
    expect(quantityFromQuery('0')).toBe(1);
    expect(quantityFromQuery('abc')).toBe(1);
    expect(quantityFromQuery('4')).toBe(4);
  });
});
