/**
 * Preloaded (NODE_OPTIONS --require) into the processes the Firebase CLI starts; acts only in a
 * Functions emulator worker, the Node process that runs one function call at a time.
 *
 * A worker's runtime uses one small helper of firebase-tools' functionsEmulatorShared, whose
 * imports (and the deploy code they import) are a large part of what a worker loads before it can
 * run a function (measured: docs/performance/test-suite.md). Here those imports are loaded when
 * first touched instead. Every concurrent call of a function starts a worker, so a test run starts
 * many.
 *
 * Inert when firebase-tools' files move: nothing matches and everything loads as before.
 */
'use strict';
const Module = require('node:module');
const path = require('node:path');

/** The worker's main module, as the Firebase CLI names it (without its extension). */
const RUNTIME = path.join('emulator', 'functionsEmulatorRuntime');

function deferredExports(load) {
  let loaded;
  const target = () => (loaded ??= load());
  return new Proxy(
    {},
    {
      get: (_, key) => target()[key],
      has: (_, key) => key in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Object.getOwnPropertyDescriptor(target(), key);
        // a proxy may not report a property its empty target lacks as non-configurable
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}

const main = (process.argv[1] ?? '').replace(/\.js$/, '');
if (main.endsWith(RUNTIME)) {
  const lib = main.slice(0, -RUNTIME.length);
  const shared = path.join(lib, 'emulator', 'functionsEmulatorShared.js');
  const deploy = path.join(lib, 'deploy') + path.sep;
  const load = Module._load;
  Module._load = function (request, parent, isMain) {
    const from = parent?.filename ?? '';
    if (request.startsWith('.') && (from === shared || from.startsWith(deploy)))
      return deferredExports(() => load.call(this, request, parent, isMain));
    return load.call(this, request, parent, isMain);
  };
}
