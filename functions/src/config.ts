import { DEFAULT_HOLD_SECONDS } from '@carcajada/domain';
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

/** Every setting of the functions (docs "Settings"); nothing else reads process.env. */
export const mpAccessToken = defineSecret('MP_ACCESS_TOKEN');
export const mpWebhookSecret = defineSecret('MP_WEBHOOK_SECRET');
export const ticketQrPrivateKey = defineSecret('TICKET_QR_PRIVATE_KEY');
export const mpApiBaseUrl = defineString('MP_API_BASE_URL', { default: 'https://api.mercadopago.com' });
export const webBaseUrl = defineString('WEB_BASE_URL');
export const webhookUrl = defineString('WEBHOOK_URL');
/**
 * Where `eventPage` fetches the built web app's shell; empty = WEB_BASE_URL/app.html (the build's
 * copy of index.html, which Hosting does not deploy so that `/` reaches eventPage)
 * (production: Hosting itself). Locally the Hosting emulator, since WEB_BASE_URL is the dev server.
 */
export const appShellUrl = defineString('APP_SHELL_URL', { default: '' });
/** How long a paid checkout holds its seats; the Mercado Pago preference expires at the same moment. */
export const holdSeconds = defineInt('HOLD_SECONDS', { default: DEFAULT_HOLD_SECONDS });
/**
 * Cloud Tasks' first wait before it runs a failed task again (doubling from there): a mail SMTP
 * refused, a hold or waitlist offer whose time is not up yet, a cancelled date's next pass. The
 * test stack lowers it: the Cloud Tasks emulator runs every task at once, whatever its delay, so
 * there these retries decide when a hold or an offer ends and how long an outage's tests wait.
 */
export const taskRetrySeconds = defineInt('TASK_RETRY_SECONDS', { default: 5 });
/**
 * Callables refuse calls without a valid App Check token (reCAPTCHA Enterprise in the web app).
 * On unless a project sets it false; the emulators set it false (no App Check offline).
 */
export const appCheckEnforced = defineBoolean('APP_CHECK_ENFORCED', { default: true });

/** SMTP server of the outgoing mail, e.g. smtps://user:pass@smtp.example.com:465 (locally: the catcher). */
export const smtpUrl = defineSecret('SMTP_URL');
export const mailFrom = defineString('MAIL_FROM', { default: 'Carcajada <entradas@carcajada.test>' });

/**
 * True inside the Functions emulator (it sets FUNCTIONS_EMULATOR itself; not a setting). Used only
 * to give the Admin SDK a service account id, so enqueueing a Cloud Task does not first wait ~2 s
 * for a metadata server that is not there.
 */
export const runningInEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * Wallet passes (docs/wallet.md). Apple: the Pass Type ID certificate and its key (PEM) and
 * Apple's WWDR intermediate certificate sign each .pkpass and authenticate to APNs; Google: the
 * service account's JSON key signs save links and calls the Wallet REST API.
 */
export const applePassCert = defineSecret('APPLE_PASS_CERT');
export const applePassKey = defineSecret('APPLE_PASS_KEY');
export const appleWwdrCert = defineSecret('APPLE_WWDR_CERT');
export const googleWalletKey = defineSecret('GOOGLE_WALLET_KEY');
export const applePassTypeId = defineString('APPLE_PASS_TYPE_ID', { default: 'pass.co.carcajada.entrada' });
export const appleTeamId = defineString('APPLE_TEAM_ID', { default: '' });
export const googleWalletIssuerId = defineString('GOOGLE_WALLET_ISSUER_ID', { default: '' });
/** Apple's push service (HTTP/2); locally the wallet stand-in. */
export const apnsUrl = defineString('APNS_URL', { default: 'https://api.push.apple.com' });
export const googleWalletApiUrl = defineString('GOOGLE_WALLET_API_URL', {
  default: 'https://walletobjects.googleapis.com/walletobjects/v1',
});

/**
 * Where this project's HTTPS functions answer: beside paymentWebhook (WEBHOOK_URL), so the wallet's
 * links (applePass, applePassService) need no setting of their own.
 */
export function functionsBaseUrl(): string {
  return webhookUrl.value().replace(/\/[^/]*\/?$/, '');
}

/**
 * The WhatsApp Cloud API (contract v6, docs/whatsapp.md): sends go to
 * `{WHATSAPP_API_URL}/{WHATSAPP_API_VERSION}/{WHATSAPP_PHONE_NUMBER_ID}/messages` with the bearer
 * WHATSAPP_TOKEN; Meta's callbacks are signed with WHATSAPP_APP_SECRET and its verification GET
 * names WHATSAPP_VERIFY_TOKEN. Locally the launcher points them at the WhatsApp stand-in.
 */
export const whatsappApiUrl = defineString('WHATSAPP_API_URL', { default: 'https://graph.facebook.com' });
export const whatsappApiVersion = defineString('WHATSAPP_API_VERSION', { default: 'v23.0' });
export const whatsappPhoneNumberId = defineString('WHATSAPP_PHONE_NUMBER_ID');
/**
 * The address of the `whatsappQr` function, whose signed links are the QR image header of
 * `entrada_confirmada` (Meta fetches it); empty = its cloudfunctions.net address in this project.
 */
export const whatsappQrUrl = defineString('WHATSAPP_QR_URL', { default: '' });
export const whatsappToken = defineSecret('WHATSAPP_TOKEN');
export const whatsappVerifyToken = defineSecret('WHATSAPP_VERIFY_TOKEN');
export const whatsappAppSecret = defineSecret('WHATSAPP_APP_SECRET');
