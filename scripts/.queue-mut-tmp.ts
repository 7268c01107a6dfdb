import { ROOT_DIR } from './lib/paths.js';
import { exitOf, FIREBASE_BIN, prepareStack, runStack, startProcess } from './lib/stack.js';
await runStack(async () => {
  const { env, commonArgs } = await prepareStack({}, undefined, ['firestore']);
  const run = startProcess('mutations', FIREBASE_BIN, ['emulators:exec', ...commonArgs, `${process.execPath} --import tsx /tmp/queue-mut-run.ts`], { cwd: ROOT_DIR, env });
  return exitOf(run);
});
