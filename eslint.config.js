import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Web feature boundaries (docs/web-app.md, "Web app structure"), the bulletproof-react way:
 * shared code → features → app. `app/` may import anything; a feature imports shared code and,
 * from another feature, only that feature's public entry (`features/<name>/index.ts`); shared code
 * imports neither a feature nor `app/`.
 */
const WEB_SRC = 'web/src';
const FEATURES = readdirSync(path.join(import.meta.dirname, WEB_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['components', 'hooks', 'lib', 'utils', 'styles'].map((folder) => `${WEB_SRC}/${folder}`);

const featureBoundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: `A feature imports another feature only through its public entry (features/<name>/index.ts).`,
  })),
  {
    target: `${WEB_SRC}/features`,
    from: `${WEB_SRC}/app`,
    message: 'Features never import the app shell; the app composes them.',
  },
  {
    target: SHARED,
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    message: 'Shared code imports no feature and not the app shell.',
  },
];

/**
 * Functions flow folders, lowest first (docs/functions.md, "Functions structure"): a flow imports
 * only flows below it (and common/, documents/, config.ts), so the flows form no circle; the entry
 * (index.ts) wires them all. The sweep (reconciliation) runs every flow's steps, so it sits on top.
 */
const FUNCTIONS_SRC = 'functions/src';
const FLOW_ORDER = [
  'mercado-pago',
  'qr',
  'mail',
  'seats',
  'seating',
  'waitlist',
  'organizers',
  'box-office',
  'promos',
  'on-sale',
  'priority',
  'transfers',
  'reminders',
  'account',
  'payments',
  'events',
  'checkin',
  'previews',
  'sweep',
];
const flowLayerZones = FLOW_ORDER.map((flow, index) => ({
  target: `${FUNCTIONS_SRC}/${flow}`,
  from: FLOW_ORDER.slice(index + 1).map((higher) => `${FUNCTIONS_SRC}/${higher}`),
  message: `A flow imports only flows below it (FLOW_ORDER in eslint.config.js): ${flow} may not import this one.`,
})).filter((zone) => zone.from.length > 0);

/**
 * The domain package, lowest first (docs/firestore.md, "Stored kinds"): its rules (the files at the
 * top, ticket/, seating/) → the stored kinds (stored/: one module per document kind) → the
 * callables' requests (requests/); index.ts re-exports them. A layer imports only layers below it.
 */
const DOMAIN_SRC = 'packages/domain/src';
const domainLayerZones = [
  {
    target: `${DOMAIN_SRC}/!(index.ts|requests|stored){,/**}`,
    from: [`${DOMAIN_SRC}/stored`, `${DOMAIN_SRC}/requests`],
    message: 'A domain rule imports no stored kind (stored/) and no request (requests/): they build on the rules.',
  },
  {
    target: `${DOMAIN_SRC}/stored`,
    from: `${DOMAIN_SRC}/requests`,
    message: "A stored kind imports no callable's request (requests/).",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.runtime/**',
      'bench/results/**',
      'tests/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // typescript: the workspace packages' `exports` subpaths; node: everything else
      'import/resolver': {
        typescript: { project: 'web/tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      },
    },
    rules: {
      // An import the resolver cannot follow would slip past the zones below unnoticed.
      'import/no-unresolved': 'error',
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureBoundaryZones }],
    },
  },
  {
    // one way to follow data (docs/web-app.md): features listen through lib/use-live.ts (useLive) and
    // lib/live-firestore.ts's listeners, never with the SDK's onSnapshot themselves
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              importNames: ['onSnapshot'],
              message: 'Follow data with useLive and lib/live-firestore.ts (listenToDoc, listenToQuery).',
            },
          ],
        },
      ],
    },
  },
  {
    // functions/src/common is what every flow shares: it knows no flow (a flow owns its own log
    // lines and document shapes), so no import circle can close through it.
    files: ['functions/src/common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!config\.js$)`,
              message: 'functions/src/common imports no flow folder (only ../config.js and its own files).',
            },
          ],
        },
      ],
    },
  },
  {
    // flows call each other one way only: no module of the functions reaches itself again, and a
    // flow imports only the flows below it
    files: ['functions/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      // the dependencies are TypeScript too: parsed to follow their imports
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { typescript: { project: 'functions/tsconfig.json' }, node: { extensions: ['.ts', '.js'] } },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: flowLayerZones }],
    },
  },
  {
    // the domain's modules form no circle either, and its layers point one way (domainLayerZones)
    files: [`${DOMAIN_SRC}/**/*.ts`],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': {
        typescript: { project: 'packages/domain/tsconfig.json' },
        node: { extensions: ['.ts', '.js'] },
      },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: domainLayerZones }],
    },
  },
  {
    // every transaction goes through common/firestore.ts's runTransaction (the emulator's closed
    // transactions are retried there like Firestore's ABORTED)
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/common/firestore.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message: "Use runTransaction from common/firestore.ts, not Firestore's own.",
        },
      ],
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['web/src/**/*.tsx'],
  },
  {
    // CommonJS for Node's --require (scripts/lib/functions-worker-preload.cjs)
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
