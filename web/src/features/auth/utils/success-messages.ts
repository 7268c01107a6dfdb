/** Success texts the spec leaves to us (docs/accounts.md). */
export const AUTH_SUCCESS_MESSAGES = {
  passwordResetSent:
    'Te enviamos un correo con un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada y la carpeta de spam.',
  accountCreated: '¡Cuenta creada! Te damos la bienvenida a Carcajada. En un momento te llevamos a la cartelera.',
} as const;
