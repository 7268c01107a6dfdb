/**
 * The mail catcher as a test sees it: in `npm test` the functions deliver to SMTP_URL =
 * 127.0.0.1:1025, where the run's own maildev listens (started with the stack, as in `npm start`),
 * so every mail is delivered at once and no retries pile up in the Tasks queue. The mail test takes
 * the server away (whichever maildev of this run listens) and brings it back with the same
 * arguments (docs/mail.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mailCatcherArgs, MAILDEV_BIN } from '../../../scripts/lib/mail-catcher.js';
import { PORTS, ROOT_DIR } from '../../../scripts/lib/paths.js';
import { portInUse } from '../../../scripts/lib/ports.js';
import { markedProcesses } from '../../../scripts/lib/run-marker.js';

export const INBOX_URL = `http://127.0.0.1:${PORTS.mailInbox}`;

export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  to: { address: string }[];
  attachments?: { contentType: string; fileName?: string; generatedFileName?: string; contentId?: string }[];
}

async function waitForPorts(open: boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await Promise.all([portInUse(PORTS.smtp), portInUse(PORTS.mailInbox)]);
    if (states.every((state) => state === open)) return;
    if (Date.now() > deadline) throw new Error(`mail catcher ports did not become ${open ? 'open' : 'closed'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export class MailCatcher {
  private child: ChildProcess | null = null;

  /** A catcher on the ports: the one already there, or a new one (it inherits the run's mark). */
  async start(): Promise<void> {
    if (this.child || (await portInUse(PORTS.smtp))) return;
    this.child = spawn(MAILDEV_BIN, mailCatcherArgs(PORTS.smtp, PORTS.mailInbox), { stdio: 'ignore' });
    await waitForPorts(true);
  }

  /** Stops every maildev of this checkout's run: the one the stack started, or one started here. */
  async stop(): Promise<void> {
    this.child = null;
    for (const { pid } of markedProcesses().filter(
      (process_) => process_.root === ROOT_DIR && process_.command.includes('maildev'),
    )) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await waitForPorts(false);
  }

  /** Every mail the catcher holds (maildev's REST API). */
  async mails(): Promise<CaughtMail[]> {
    const response = await fetch(`${INBOX_URL}/api/email`);
    if (!response.ok) throw new Error(`maildev answered ${response.status}`);
    return (await response.json()) as CaughtMail[];
  }

  async mailTo(address: string, subjectPart: string): Promise<CaughtMail | undefined> {
    return (await this.mails()).find(
      (mail) => mail.to.some((to) => to.address === address) && mail.subject.includes(subjectPart),
    );
  }
}
