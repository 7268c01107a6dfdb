import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deployProblems, parseEnv, type DeployInput, type Settings } from '../../scripts/deploy-check.js';

const PROJECT = 'carcajada-prod';
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const PUBLIC_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const PRIVATE_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

function settings(values: Record<string, string>, from: string): Settings {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, from }]));
}

function ready(): DeployInput {
  return {
    projectId: PROJECT,
    functionsEnv: settings(
      {
        MP_API_BASE_URL: 'https://api.mercadopago.com',
        WEB_BASE_URL: 'https://carcajada-prod.web.app',
        WEBHOOK_URL: 'https://us-central1-carcajada-prod.cloudfunctions.net/paymentWebhook',
        HOLD_SECONDS: '900',
      },
      `functions/.env.${PROJECT}`,
    ),
    webEnv: settings(
      {
        VITE_USE_EMULATORS: 'false',
        VITE_FIREBASE_PROJECT_ID: PROJECT,
        VITE_FIREBASE_API_KEY: 'AIzaSyExample',
        VITE_FIREBASE_APP_ID: '1:123456789012:web:abcdef',
        VITE_TICKET_QR_PUBLIC_KEY: PUBLIC_PEM,
        VITE_WHATSAPP_NUMBER: '573001112233',
      },
      'web/.env.production',
    ),
  };
}

function withFunctions(values: Record<string, string>): DeployInput {
  const input = ready();
  return { ...input, functionsEnv: { ...input.functionsEnv, ...settings(values, `functions/.env.${PROJECT}`) } };
}

function withWeb(values: Record<string, string>, from = 'web/.env.production'): DeployInput {
  const input = ready();
  return { ...input, webEnv: { ...input.webEnv, ...settings(values, from) } };
}

function without(input: DeployInput, part: 'functionsEnv' | 'webEnv', key: string): DeployInput {
  const { [key]: _removed, ...rest } = input[part]!;
  return { ...input, [part]: rest };
}

describe('deploy:check', () => {
  it('passes a complete production configuration', () => {
    expect(deployProblems(ready())).toEqual([]);
  });

  it('refuses a demo project id', () => {
    const problems = deployProblems({ ...ready(), projectId: 'demo-carcajada' });
    expect(problems.some((problem) => problem.includes('demo-carcajada is a demo project id'))).toBe(true);
  });

  it('names every missing functions param, and a missing env file', () => {
    for (const param of ['MP_API_BASE_URL', 'WEB_BASE_URL', 'WEBHOOK_URL', 'HOLD_SECONDS']) {
      expect(deployProblems(without(ready(), 'functionsEnv', param))).toEqual([
        `${param} is not set in functions/.env.${PROJECT}`,
      ]);
    }
    expect(deployProblems({ ...ready(), functionsEnv: null })).toEqual([
      `functions/.env.${PROJECT} not found: it holds the functions' params (docs/production-settings.md)`,
    ]);
  });

  it('refuses http:// for the web and webhook URLs', () => {
    const problems = deployProblems(
      withFunctions({ WEB_BASE_URL: 'http://carcajada.co', WEBHOOK_URL: 'http://example.com/paymentWebhook' }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^WEB_BASE_URL must use https:\/\//);
    expect(problems[1]).toMatch(/^WEBHOOK_URL must use https:\/\//);
  });

  it('refuses the local Mercado Pago stand-in and the emulator webhook', () => {
    expect(deployProblems(withFunctions({ MP_API_BASE_URL: 'http://127.0.0.1:8090' }))).toEqual([
      `MP_API_BASE_URL points at this machine (127.0.0.1:8090), which is the local Mercado Pago stand-in (functions/.env.${PROJECT})`,
    ]);
    expect(deployProblems(withFunctions({ MP_API_BASE_URL: 'https://localhost:8090' }))).toHaveLength(1);
    const webhook = deployProblems(
      withFunctions({ WEBHOOK_URL: 'http://127.0.0.1:5001/demo-carcajada/us-central1/paymentWebhook' }),
    );
    expect(webhook).toHaveLength(1);
    expect(webhook[0]).toMatch(/^WEBHOOK_URL points at this machine/);
  });

  it("refuses another project's webhook", () => {
    expect(
      deployProblems(withFunctions({ WEBHOOK_URL: 'https://us-central1-other.cloudfunctions.net/paymentWebhook' })),
    ).toHaveLength(1);
    expect(
      deployProblems(withFunctions({ WEBHOOK_URL: 'https://us-central1-carcajada-prod.cloudfunctions.net/other' })),
    ).toHaveLength(1);
  });

  it('wants HOLD_SECONDS as a positive whole number', () => {
    for (const value of ['0', '-5', '90.5', 'quince', '15m']) {
      expect(deployProblems(withFunctions({ HOLD_SECONDS: value }))).toHaveLength(1);
    }
    expect(deployProblems(withFunctions({ HOLD_SECONDS: '600' }))).toEqual([]);
  });

  it('keeps secrets out of the env file', () => {
    expect(deployProblems(withFunctions({ MP_ACCESS_TOKEN: 'APP_USR-1' }))).toEqual([
      `MP_ACCESS_TOKEN is a secret: remove it from functions/.env.${PROJECT} and set it with firebase functions:secrets:set MP_ACCESS_TOKEN`,
    ]);
  });

  it('refuses the emulator switch, wherever it comes from', () => {
    const problems = deployProblems(withWeb({ VITE_USE_EMULATORS: 'true' }, 'web/.env.local'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^VITE_USE_EMULATORS=true \(web\/\.env\.local\)/);
  });

  it('wants the web build on this real project', () => {
    expect(deployProblems(withWeb({ VITE_FIREBASE_PROJECT_ID: 'demo-carcajada' }))).toHaveLength(1);
    expect(deployProblems(withWeb({ VITE_FIREBASE_PROJECT_ID: 'other-project' }))).toHaveLength(1);
    expect(deployProblems(without(ready(), 'webEnv', 'VITE_FIREBASE_API_KEY'))).toHaveLength(1);
    expect(deployProblems({ ...ready(), webEnv: null })).toEqual([
      'web/.env.production not found: it holds the web build settings (docs/production-settings.md)',
    ]);
  });

  it('wants the QR public key, and only the public half', () => {
    expect(deployProblems(without(ready(), 'webEnv', 'VITE_TICKET_QR_PUBLIC_KEY'))).toEqual([
      'VITE_TICKET_QR_PUBLIC_KEY (the QR public key) is not set',
    ]);
    expect(deployProblems(withWeb({ VITE_TICKET_QR_PUBLIC_KEY: PRIVATE_PEM }))[0]).toMatch(/holds a private key/);
    expect(deployProblems(withWeb({ VITE_TICKET_QR_PUBLIC_KEY: 'not a key' }))[0]).toMatch(/not a PEM public key/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' });
    expect(deployProblems(withWeb({ VITE_TICKET_QR_PUBLIC_KEY: rsa.toString() }))[0]).toMatch(/rsa key, not Ed25519/);
  });

  it('wants the real support WhatsApp number, not the demo one', () => {
    expect(deployProblems(withWeb({ VITE_WHATSAPP_NUMBER: '573000000000' }))).toHaveLength(1);
    expect(deployProblems(without(ready(), 'webEnv', 'VITE_WHATSAPP_NUMBER'))).toHaveLength(1);
  });
});

describe('parseEnv', () => {
  it('reads env files as Vite and firebase-tools do', () => {
    const text = [
      '# comment',
      'HOLD_SECONDS=900',
      'export WEB_BASE_URL=https://carcajada.co # production site',
      "SINGLE='a # b'",
      `VITE_TICKET_QR_PUBLIC_KEY=${JSON.stringify(PUBLIC_PEM)}`,
      'EMPTY=',
      'MULTI="line one',
      'line two"',
      '',
    ].join('\r\n');
    expect(parseEnv(text)).toEqual({
      HOLD_SECONDS: '900',
      WEB_BASE_URL: 'https://carcajada.co',
      SINGLE: 'a # b',
      VITE_TICKET_QR_PUBLIC_KEY: PUBLIC_PEM,
      EMPTY: '',
      MULTI: 'line one\nline two',
    });
  });
});
