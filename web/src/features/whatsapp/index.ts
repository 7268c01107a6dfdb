/**
 * Tickets by WhatsApp (contract v6): the consent asked at checkout and kept in Perfil, and the
 * status of each ticket's messages for Mis tickets.
 */
export { WhatsAppCheckoutChoice } from './components/WhatsAppCheckoutChoice';
export { WhatsAppConsentSection } from './components/WhatsAppConsentSection';
export { useWhatsAppConsentChoice, type WhatsAppConsentChoice } from './hooks/use-whatsapp-consent-choice';
export { useWhatsAppStatuses } from './api/get-whatsapp-statuses';
