/**
 * The mail test's own catcher: in `npm test` the functions deliver to SMTP_URL = 127.0.0.1:1025,
 * and only this test listens there, so it can take the server away and bring it back
 * (docs/decisions.md, "Mail"). The same maildev arguments as `npm start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mailCatcherArgs, MAILDEV_BIN } from '../../scripts/lib/mail-catcher.js';
import { PORTS } from '../../scripts/lib/paths.js';
import { portInUse } from '../../scripts/lib/ports.js';

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

  async start(): Promise<void> {
    if (this.child) return;
    this.child = spawn(MAILDEV_BIN, mailCatcherArgs(PORTS.smtp, PORTS.mailInbox), { stdio: 'ignore' });
    await waitForPorts(true);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
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
