/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FUNCTIONS_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_TICKET_QR_PUBLIC_KEY?: string;
  readonly VITE_WHATSAPP_NUMBER?: string;
  readonly VITE_META_PIXEL_ID?: string;
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  /** The build's identity (vite.config.ts): the same sources and settings give the same id. */
  readonly CARCAJADA_BUILD: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
