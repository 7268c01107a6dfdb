/**
 * The buyer's rights (Ley 1581 de 2012): "Mis datos" in Perfil. `exportMyData`
 * answers what the account owns as JSON: its profile, its tickets (their own fields only, never
 * another person's: no giver of a transfer, no QR), the tickets it paid for and gave away (without
 * who holds them now), its waitlist and queue entries and the ids and subjects of the mails sent
 * to it. `deleteMyAccount` ends or forgets the same records (ACCOUNT_RECORDS).
 */

/**
 * What belongs to an account: each kind of record and the field holding the account's uid. The
 * one rule export and deletion share — never an address, which a later account may take over.
 */
export const ACCOUNT_RECORDS = {
  /** tickets/{id} it holds. */
  tickets: { collection: 'tickets', uidField: 'userId' },
  /** tickets/{id} it paid for and gave away (transfers record the payer). */
  givenTickets: { collection: 'tickets', uidField: 'paidBy' },
  /** waitlist/{eventId}_{uid}. */
  waitlist: { collection: 'waitlist', uidField: 'userId' },
  /** queue/{eventId}_{uid}. */
  queue: { collection: 'queue', uidField: 'userId' },
  /** mail/{id} sent to it (mail documents record their recipient's uid). */
  mails: { collection: 'mail', uidField: 'recipientUid' },
  /** priority_offers/{eventId}_{uid}: a new date offered to it first ("Abrir otra función"). */
  priorityOffers: { collection: 'priority_offers', uidField: 'userId' },
  /** events/{id}/door_staff/{uid}: its door access. */
  doorStaff: { collectionGroup: 'door_staff', uidField: 'uid' },
  /** events/{id}/box_office_shifts/{id}: the tills it closed (the organizer reads its name there). */
  boxOfficeShifts: { collectionGroup: 'box_office_shifts', uidField: 'soldBy' },
  /** whatsapp_messages/{ticketId}_{template} sent to it (its number is in its whatsapp_consent). */
  whatsappMessages: { collection: 'whatsapp_messages', uidField: 'userId' },
} as const;
export type AccountRecordKind = keyof typeof ACCOUNT_RECORDS;

/** The name a deleted account leaves where others keep reading a record of it (a till). */
export const DELETED_ACCOUNT_NAME = 'Cuenta eliminada';

/**
 * A mail of a deleted account keeps its id and subject (what was sent, for the books), not who to:
 * the address goes from `to` and from the delivery's record (the SMTP answer and error name it).
 */
export const FORGOTTEN_MAIL_FIELDS = {
  to: '',
  recipientUid: '',
  'message.text': '',
  'message.html': '',
  'message.attachments': [],
  'delivery.info': null,
  'delivery.error': null,
  accountDeleted: true,
} as const;

/** What an account paid for a ticket: exported for its own tickets and for those it gave away. */
const PAID_TICKET_FIELDS = [
  'eventId',
  'quantity',
  'amount',
  'currency',
  'price',
  'unitPrice',
  'discountPerTicket',
  'promoCode',
  'ticketTypeName',
  'paymentMethod',
  'createdAt',
] as const;

/** The fields of a ticket the account gave away: what it paid, nothing of who holds it now. */
export const EXPORTED_GIVEN_TICKET_FIELDS = [...PAID_TICKET_FIELDS, 'transferredAt'] as const;

/** The ticket fields an export carries; everything else of a ticket (the QR, a giver's ids, provider ids) stays out. */
export const EXPORTED_TICKET_FIELDS = [
  ...PAID_TICKET_FIELDS,
  'metadata',
  'promotion',
  'promotionDiscount',
  'parafiscal',
  'ticketStatus',
  'paymentStatus',
  'cancelReason',
  'admittedCount',
  'buyerEmail',
  'buyerPhone',
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

/** What an export says of an offer of a new date: which, from which, how many seats, until when. */
export const EXPORTED_PRIORITY_OFFER_FIELDS = [
  'eventId',
  'fromEventId',
  'seats',
  'order',
  'offeredAt',
  'until',
] as const;

export interface MyDataExport {
  /** ISO-8601: when the export was made. */
  exportedAt: string;
  profile: Record<string, unknown>;
  tickets: Record<string, unknown>[];
  /** Tickets it paid for and gave away whole or in part (EXPORTED_GIVEN_TICKET_FIELDS). */
  givenTickets: Record<string, unknown>[];
  waitlist: Record<string, unknown>[];
  queue: Record<string, unknown>[];
  /** New dates offered to it first (EXPORTED_PRIORITY_OFFER_FIELDS). */
  priorityOffers: Record<string, unknown>[];
  mails: { id: string; subject: string }[];
  /** The WhatsApp messages sent to it: which template, for which ticket, and how far each went. */
  whatsappMessages: { id: string; ticketId: string; template: string; status: string }[];
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
  deleteButton: 'Eliminar mi cuenta',
  /** The confirmation dialog: what goes, what stays, then the password and an explicit yes. */
  deleteDialogTitle: '¿Eliminar tu cuenta para siempre?',
  deleteWhatGoes: [
    'Se borran tu cuenta y tu perfil: nombre, correo, celular, ciudad y dirección.',
    'Tus compras pasadas quedan en la contabilidad, sin tu nombre, correo ni celular.',
    'No podrás volver a iniciar sesión con esta cuenta. No se puede deshacer.',
  ],
  deleteUnderstood: 'Entiendo que mi cuenta y mis datos se eliminan para siempre',
  deletePassword: 'Tu contraseña',
  deleteConfirm: 'Sí, eliminar mi cuenta',
  deleteCancel: 'No, volver',
  deleting: 'Eliminando…',
  deleteFailed: 'No pudimos eliminar tu cuenta. Intenta de nuevo en unos minutos.',
  /** Re-authentication's answers (Firebase Auth codes): wrong password, no connection, too many tries, anything else. */
  wrongPassword: 'La contraseña no es correcta.',
  passwordCheckOffline: 'No pudimos comprobar tu contraseña: revisa tu conexión a internet e intenta de nuevo.',
  passwordCheckTooMany: 'Demasiados intentos con una contraseña incorrecta. Espera unos minutos e intenta de nuevo.',
  passwordCheckFailed: 'No pudimos comprobar tu contraseña. Intenta de nuevo en unos minutos.',
} as const;

export interface DeleteMyAccountResult {
  deleted: true;
  /** Past tickets kept for accounting, now without the account's name, email and phone. */
  tickets: number;
}
