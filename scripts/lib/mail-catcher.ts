import path from 'node:path';
import { ROOT_DIR } from './paths.js';

/** maildev (root devDependency): an SMTP server that keeps every mail, with a web inbox and a REST API. */
export const MAILDEV_BIN = path.join(ROOT_DIR, 'node_modules/.bin/maildev');

/** Loopback only: the catcher holds real-looking mail of the demo accounts. */
export function mailCatcherArgs(smtpPort: number, webPort: number): string[] {
  return [
    '--smtp',
    String(smtpPort),
    '--ip',
    '127.0.0.1',
    '--web',
    String(webPort),
    '--web-ip',
    '127.0.0.1',
    '--silent',
  ];
}
