/**
 * The buyer's rights (Ley 1581 de 2012): "Mis datos" in Perfil. `exportMyData`
 * answers what the account owns as JSON: its profile, its tickets (their own fields only, never
 * another person's: no giver of a transfer, no QR), its waitlist and queue entries and the ids
 * and subjects of the mails sent to it.
 */

/** The ticket fields an export carries; everything else of a ticket (the QR, a giver's ids, provider ids) stays out. */
export const EXPORTED_TICKET_FIELDS = [
  'eventId',
  'metadata',
  'quantity',
  'amount',
  'currency',
  'price',
  'unitPrice',
  'discountPerTicket',
  'promoCode',
  'promotion',
  'promotionDiscount',
  'ticketTypeName',
  'parafiscal',
  'ticketStatus',
  'paymentStatus',
  'paymentMethod',
  'cancelReason',
  'admittedCount',
  'buyerEmail',
  'buyerPhone',
  'createdAt',
  'updatedAt',
] as const;

/** The waitlist and queue entry fields an export carries. */
export const EXPORTED_ENTRY_FIELDS = [
  'eventId',
  'ticketTypeId',
  'quantity',
  'status',
  'createdAt',
  'joinedAt',
  'offerExpiresAt',
  'admittedAt',
  'turnExpiresAt',
] as const;

export interface MyDataExport {
  /** ISO-8601: when the export was made. */
  exportedAt: string;
  profile: Record<string, unknown>;
  tickets: Record<string, unknown>[];
  waitlist: Record<string, unknown>[];
  queue: Record<string, unknown>[];
  mails: { id: string; subject: string }[];
}

export const MY_DATA_TEXTS = {
  title: 'Mis datos',
  intro:
    'Descarga en un archivo todo lo que Carcajada guarda de tu cuenta: tu perfil, tus entradas, tus listas de espera y los correos que te enviamos.',
  download: 'Descargar mis datos',
  downloading: 'Preparando tus datos…',
  failed: 'No pudimos preparar tus datos. Intenta de nuevo en unos minutos.',
  fileName: 'mis-datos-carcajada.json',
  deleteTitle: 'Eliminar mi cuenta',
  deleteIntro:
    'Borra tu cuenta y tus datos personales. Tus compras pasadas quedan en la contabilidad sin tu nombre, correo ni celular. No se puede deshacer.',
  deletePassword: 'Tu contraseña',
  deleteButton: 'Eliminar mi cuenta',
  deleting: 'Eliminando…',
  deleteFailed: 'No pudimos eliminar tu cuenta. Intenta de nuevo en unos minutos.',
  wrongPassword: 'La contraseña no es correcta.',
} as const;

export interface DeleteMyAccountResult {
  deleted: true;
  /** Past tickets kept for accounting, now without the account's name, email and phone. */
  tickets: number;
}
