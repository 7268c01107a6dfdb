/** Spec section 8 texts, plus the success texts the spec leaves to us (docs/accounts.md). */
export const PROFILE_MESSAGES = {
  noPhone: 'Sin teléfono',
  noCity: 'Sin ubicación',
  passwordEmailFailed: 'Error al enviar correo de cambio de contraseña',
  passwordEmailSent: (email: string) => `Te enviamos un correo a ${email} con un enlace para cambiar tu contraseña.`,
  loadFailed: 'Error al cargar los datos del perfil',
  saveFailed: 'Error al actualizar el perfil. Intenta de nuevo.',
  saved: '¡Perfil actualizado! En un momento volvemos a tu perfil.',
} as const;

/** Social networks shown in the profile's contact section. */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/carcajada.co',
  tiktok: 'https://www.tiktok.com/@carcajada.co',
} as const;
