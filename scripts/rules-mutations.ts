/**
 * `npm run test:rules-mutations`: loosens firestore.rules one way at a time and checks that the
 * rules suite catches each (tests/rules-mutations). Not part of `npm test`: it runs the whole rules
 * suite once per mutation.
 */
import { ROOT_DIR } from './lib/paths.js';
import { exitOf, FIREBASE_BIN, prepareStack, runStack, startProcess } from './lib/stack.js';

await runStack(async () => {
  const { env, commonArgs } = await prepareStack({}, undefined, ['firestore']);
  const run = startProcess(
    'mutations',
    FIREBASE_BIN,
    ['emulators:exec', ...commonArgs, `${process.execPath} --import tsx tests/rules-mutations/run.ts`],
    { cwd: ROOT_DIR, env },
  );
  return exitOf(run);
});
