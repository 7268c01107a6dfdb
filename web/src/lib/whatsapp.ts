/** Demo support number (Colombia, E.164 without '+'); production sets VITE_WHATSAPP_NUMBER. */
const DEFAULT_WHATSAPP_NUMBER = '573000000000';

function whatsappNumber(): string {
  const configured = import.meta.env.VITE_WHATSAPP_NUMBER ?? '';
  const digits = configured.replace(/\D/g, '');
  return digits || DEFAULT_WHATSAPP_NUMBER;
}

/** wa.me link that opens a chat with the support number and a pre-filled message. */
export function whatsappUrl(message: string): string {
  return `https://wa.me/${whatsappNumber()}?text=${encodeURIComponent(message)}`;
}

/** wa.me link where the visitor picks the chat (sharing with friends), with the text pre-filled. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export const WHATSAPP_MESSAGES = {
  general: '¡Hola Carcajada! Quiero información sobre los shows de comedia.',
  event: (eventName: string) => `¡Hola Carcajada! Quiero información sobre el show "${eventName}".`,
  checkoutHelp: '¡Hola Carcajada! Necesito ayuda para completar mi compra.',
  purchaseHelp: '¡Hola Carcajada! Acabo de hacer una compra y necesito ayuda.',
  ticketsSupport: '¡Hola Carcajada! Necesito ayuda con mis tickets.',
  profileSupport: '¡Hola Carcajada! Necesito ayuda con mi cuenta.',
  shareEvent: (eventName: string, url: string) => `¡Vamos a "${eventName}" en Carcajada! ${url}`,
} as const;
