import { PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants.js';

/** Every validation message of spec section 5, verbatim. */
export const VALIDATION_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  emailRequired: 'El correo electrónico es requerido',
  emailInvalid: 'El correo electrónico no es válido',
  passwordRequired: 'La contraseña es requerida',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  phoneRequired: 'El número de celular es requerido',
  phoneInvalid: `Ingresa un número de celular válido (${PHONE_DIGITS} dígitos)`,
  confirmRequired: 'Confirma tu contraseña',
  confirmMismatch: 'Las contraseñas no coinciden',
  cityRequired: 'La ciudad es requerida',
  emailReadOnly: 'El correo electrónico no se puede modificar',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email.trim())) return VALIDATION_MESSAGES.emailInvalid;
  return undefined;
}

export function validatePassword(password: string): string | undefined {
  if (!password) return VALIDATION_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  return undefined;
}

export function validatePhone(phone: string): string | undefined {
  if (!phone.trim()) return VALIDATION_MESSAGES.phoneRequired;
  if (digitsOnly(phone).length !== PHONE_DIGITS) return VALIDATION_MESSAGES.phoneInvalid;
  return undefined;
}

function required(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

/** Drops the fields without an error, so an empty object means valid. */
function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) result[key] = message;
  }
  return result;
}

export interface LoginForm {
  email: string;
  password: string;
}
export function validateLogin(form: LoginForm): FieldErrors<keyof LoginForm> {
  return compact({ email: validateEmail(form.email), password: validatePassword(form.password) });
}

export interface SignUpForm {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}
export function validateSignUp(form: SignUpForm): FieldErrors<keyof SignUpForm> {
  const confirmPassword = !form.confirmPassword
    ? VALIDATION_MESSAGES.confirmRequired
    : form.confirmPassword !== form.password
      ? VALIDATION_MESSAGES.confirmMismatch
      : undefined;
  return compact({
    name: required(form.name, VALIDATION_MESSAGES.nameRequired),
    email: validateEmail(form.email),
    phone: validatePhone(form.phone),
    password: validatePassword(form.password),
    confirmPassword,
  });
}

export interface EditProfileForm {
  name: string;
  phone: string;
  city: string;
  address: string;
}
export function validateEditProfile(form: EditProfileForm): FieldErrors<keyof EditProfileForm> {
  return compact({
    name: required(form.name, VALIDATION_MESSAGES.nameRequired),
    phone: validatePhone(form.phone),
    city: required(form.city, VALIDATION_MESSAGES.cityRequired),
    address: undefined,
  });
}

export function validateForgotPassword(form: { email: string }): FieldErrors<'email'> {
  return compact({ email: validateEmail(form.email) });
}

/**
 * Quantity field (spec section 5): digits only, a non-number is ignored (the previous
 * value stays), an empty field means 0.
 */
export function nextQuantityInput(previous: string, typed: string): string {
  return /^\d*$/.test(typed) ? typed : previous;
}
export function quantityFromInput(text: string): number {
  return text === '' ? 0 : Number.parseInt(text, 10);
}
/** The quantity that reaches checkout: at least 1. */
export function effectiveQuantity(quantity: number): number {
  return Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1;
}
/** Checkout's ?quantity= parameter: minimum 1, default 1. */
export function quantityFromQuery(value: string | null): number {
  return effectiveQuantity(value === null ? 1 : Number.parseInt(value, 10));
}
