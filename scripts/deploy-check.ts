/**
 * `npm run deploy:check <projectId>`: reads the settings a production deploy of that project would use
 * (the functions' params in functions/.env + functions/.env.<projectId>, the web build's VITE_* variables
 * as `vite build` loads them) and fails with one line per problem, before anything is deployed.
 * What each setting is and how to set it: docs/production-settings.md.
 */
import { createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { log } from './lib/log.js';
import { ROOT_DIR } from './lib/paths.js';

/** A value and the file (or environment) it came from, so a problem names where to fix it. */
export interface Setting {
  value: string;
  from: string;
}

export type Settings = Record<string, Setting>;

export interface DeployInput {
  projectId: string;
  /** functions/.env merged with functions/.env.<projectId>; null when functions/.env.<projectId> does not exist. */
  functionsEnv: Settings | null;
  /** The VITE_* variables of a production build; null when neither web/.env.production nor its .local exists. */
  webEnv: Settings | null;
}

/** The functions' params (functions/src/config.ts) that the env file sets. */
const FUNCTION_PARAMS = ['MP_API_BASE_URL', 'WEB_BASE_URL', 'WEBHOOK_URL', 'HOLD_SECONDS'] as const;
/** The functions' secrets: Secret Manager only (firebase functions:secrets:set), never an env file. */
const FUNCTION_SECRETS = [
  'MP_ACCESS_TOKEN',
  'MP_WEBHOOK_SECRET',
  'TICKET_QR_PRIVATE_KEY',
  'SMTP_URL',
  'APPLE_PASS_CERT',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERT',
  'GOOGLE_WALLET_KEY',
  'WHATSAPP_TOKEN',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_APP_SECRET',
] as const;
/** The wallet's services (docs/wallet.md): when set, a public https URL, never the local stand-in. */
const WALLET_URL_PARAMS = ['APNS_URL', 'GOOGLE_WALLET_API_URL'] as const;
const FUNCTIONS_REGION = 'us-central1';
/** web/src/lib/whatsapp.ts falls back to this demo number. */
const DEMO_WHATSAPP_NUMBER = '573000000000';

/** KEY=value lines as dotenv reads them (Vite and firebase-tools): quotes, `\n` in double quotes, comments. */
export function parseEnv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const line =
    /^\s*(?:export\s+)?([\w.-]+)\s*=[ \t]*('(?:\\'|[^'])*'|"(?:\\"|[^"])*"|`(?:\\`|[^`])*`|[^#\r\n]*)?[ \t]*(?:#.*)?$/gm;
  for (const match of text.replace(/\r\n?/g, '\n').matchAll(line)) {
    const key = match[1]!;
    let value = (match[2] ?? '').trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'" || quote === '`') && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\r/g, '\r').replace(/\\"/g, '"');
    }
    values[key] = value;
  }
  return values;
}

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.startsWith('127.') ||
    host === '::1' ||
    host === '0.0.0.0'
  );
}

function where(setting: Setting): string {
  return `(${setting.from})`;
}

/** A public https URL, or the problem with it. */
function urlProblem(name: string, setting: Setting): string | null {
  let url: URL;
  try {
    url = new URL(setting.value);
  } catch {
    return `${name} is not a URL: "${setting.value}" ${where(setting)}`;
  }
  if (isLoopback(url.hostname))
    return `${name} points at this machine (${url.host}), which only the emulators can reach ${where(setting)}`;
  if (url.protocol !== 'https:') return `${name} must use https://, not ${url.protocol}// ${where(setting)}`;
  return null;
}

function functionsProblems(projectId: string, env: Settings): string[] {
  const problems: string[] = [];
  for (const name of FUNCTION_PARAMS) {
    if (!env[name]?.value) problems.push(`${name} is not set in functions/.env.${projectId}`);
  }
  for (const name of FUNCTION_SECRETS) {
    const setting = env[name];
    if (setting)
      problems.push(
        `${name} is a secret: remove it from ${setting.from} and set it with firebase functions:secrets:set ${name}`,
      );
  }

  const api = env.MP_API_BASE_URL;
  if (api?.value) {
    const problem = urlProblem('MP_API_BASE_URL', api);
    if (problem) problems.push(problem.replace('only the emulators can reach', 'is the local Mercado Pago stand-in'));
  }
  const web = env.WEB_BASE_URL;
  if (web?.value) {
    const problem = urlProblem('WEB_BASE_URL', web);
    if (problem) problems.push(problem);
  }
  const webhook = env.WEBHOOK_URL;
  if (webhook?.value) {
    const problem = urlProblem('WEBHOOK_URL', webhook);
    if (problem) problems.push(problem);
    else {
      const url = new URL(webhook.value);
      const expectedHost = `${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;
      if (url.hostname.endsWith('.cloudfunctions.net') && url.hostname !== expectedHost)
        problems.push(
          `WEBHOOK_URL is another project's or region's function: expected ${expectedHost} ${where(webhook)}`,
        );
      else if (url.hostname === expectedHost && url.pathname !== '/paymentWebhook')
        problems.push(`WEBHOOK_URL does not name paymentWebhook: expected https://${expectedHost}/paymentWebhook`);
    }
  }
  for (const name of WALLET_URL_PARAMS) {
    const setting = env[name];
    const problem = setting?.value ? urlProblem(name, setting) : null;
    if (problem) problems.push(problem.replace('only the emulators can reach', 'is the local wallet stand-in'));
  }
  const hold = env.HOLD_SECONDS;
  if (hold?.value && !/^[1-9][0-9]*$/.test(hold.value))
    problems.push(`HOLD_SECONDS must be a positive whole number of seconds, not "${hold.value}" ${where(hold)}`);
  return problems;
}

/** Problems with an Ed25519 public key in PEM, as the web build publishes it for door check-in. */
function qrPublicKeyProblem(setting: Setting): string | null {
  if (/PRIVATE KEY/.test(setting.value))
    return `VITE_TICKET_QR_PUBLIC_KEY holds a private key: only the public half goes to the web build ${where(setting)}`;
  try {
    const key = createPublicKey(setting.value);
    if (key.asymmetricKeyType !== 'ed25519')
      return `VITE_TICKET_QR_PUBLIC_KEY is a ${key.asymmetricKeyType} key, not Ed25519 ${where(setting)}`;
    return null;
  } catch {
    return `VITE_TICKET_QR_PUBLIC_KEY is not a PEM public key (write it on one line with \\n, in double quotes) ${where(setting)}`;
  }
}

function webProblems(projectId: string, env: Settings): string[] {
  const problems: string[] = [];
  const emulators = env.VITE_USE_EMULATORS;
  if (emulators?.value === 'true')
    problems.push(
      `VITE_USE_EMULATORS=true ${where(emulators)}: the build would talk to the emulators; set VITE_USE_EMULATORS=false in web/.env.production`,
    );

  const project = env.VITE_FIREBASE_PROJECT_ID;
  if (!project?.value) problems.push('VITE_FIREBASE_PROJECT_ID is not set: the build would use demo-carcajada');
  else if (project.value.startsWith('demo-'))
    problems.push(`VITE_FIREBASE_PROJECT_ID is the demo project ${project.value} ${where(project)}`);
  else if (project.value !== projectId)
    problems.push(`VITE_FIREBASE_PROJECT_ID is ${project.value}, not ${projectId} ${where(project)}`);

  for (const name of ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID'] as const) {
    if (!env[name]?.value) problems.push(`${name} is not set: the build would use a demo value`);
  }

  const qrKey = env.VITE_TICKET_QR_PUBLIC_KEY;
  if (!qrKey?.value) problems.push('VITE_TICKET_QR_PUBLIC_KEY (the QR public key) is not set');
  else {
    const problem = qrPublicKeyProblem(qrKey);
    if (problem) problems.push(problem);
  }

  const whatsapp = env.VITE_WHATSAPP_NUMBER;
  const digits = whatsapp?.value.replace(/\D/g, '') ?? '';
  if (!digits || digits === DEMO_WHATSAPP_NUMBER)
    problems.push(`VITE_WHATSAPP_NUMBER is not set: support links would open the demo number ${DEMO_WHATSAPP_NUMBER}`);
  return problems;
}

/** Every problem that would make a production deploy of `projectId` wrong; empty when it is ready. */
export function deployProblems({ projectId, functionsEnv, webEnv }: DeployInput): string[] {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId))
    problems.push(`"${projectId}" is not a Firebase project id (6–30 lowercase letters, digits and hyphens)`);
  if (projectId.startsWith('demo-'))
    problems.push(`${projectId} is a demo project id: it only exists in the emulators`);

  if (functionsEnv) problems.push(...functionsProblems(projectId, functionsEnv));
  else
    problems.push(
      `functions/.env.${projectId} not found: it holds the functions' params (docs/production-settings.md)`,
    );

  if (webEnv) problems.push(...webProblems(projectId, webEnv));
  else problems.push('web/.env.production not found: it holds the web build settings (docs/production-settings.md)');
  return problems;
}

/** Later files win, as in firebase-tools (functions) and Vite (web). */
function readEnvFiles(files: string[]): { settings: Settings; found: string[] } {
  const settings: Settings = {};
  const found: string[] = [];
  for (const file of files) {
    const absolute = path.join(ROOT_DIR, file);
    if (!fs.existsSync(absolute)) continue;
    found.push(file);
    for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(absolute, 'utf8'))))
      settings[key] = { value, from: file };
  }
  return { settings, found };
}

/** The functions' params for a deploy of `projectId` (functions/.env.local is for the emulators only). */
function functionsEnvFor(projectId: string): Settings | null {
  const { settings, found } = readEnvFiles(['functions/.env', `functions/.env.${projectId}`]);
  return found.includes(`functions/.env.${projectId}`) ? settings : null;
}

const PRODUCTION_WEB_FILES = ['web/.env.production', 'web/.env.production.local'];

/**
 * The VITE_* variables of `vite build` (mode production): web/.env, web/.env.local (written by npm start
 * with the emulator switch on), web/.env.production, web/.env.production.local, then the environment.
 */
function webEnvForProduction(): Settings | null {
  const { settings, found } = readEnvFiles(['web/.env', 'web/.env.local', ...PRODUCTION_WEB_FILES]);
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITE_') && value !== undefined) settings[key] = { value, from: 'environment' };
  }
  return found.some((file) => PRODUCTION_WEB_FILES.includes(file)) ? settings : null;
}

function main(): void {
  const projectId = process.argv[2];
  if (!projectId) {
    log.error('usage: npm run deploy:check <projectId>');
    process.exit(1);
  }
  const problems = deployProblems({
    projectId,
    functionsEnv: functionsEnvFor(projectId),
    webEnv: webEnvForProduction(),
  });
  if (problems.length > 0) {
    for (const problem of problems) log.error(problem);
    process.exit(1);
  }
  log.step(
    `deploy:check OK: ${projectId} is ready for a production deploy (functions/.env.${projectId}, web build env)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
