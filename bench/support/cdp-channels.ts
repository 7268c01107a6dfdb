/**
 * The DevTools Protocol of a tab and of the dedicated workers it starts (the seat views' worker
 * listens to Firestore itself). Playwright's CDP session speaks to the page only; each worker is
 * reached through it, attached without flattening (`Target.sendMessageToTarget`), and paused at
 * its start until its caller has enabled what it needs.
 */
import type { CDPSession } from 'playwright-core';

type Handler = (params: never) => void;

/** What a caller uses of a session: the page's own, or a worker's through it. */
export interface CdpChannel {
  send(method: string, params?: object): Promise<never>;
  on(method: string, handler: Handler): void;
}

interface TargetMessage {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

/** A worker's session, its messages carried inside the page session's. */
class WorkerChannel implements CdpChannel {
  private nextId = 1;
  private readonly replies = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  private readonly handlers = new Map<string, Handler[]>();

  constructor(
    private readonly page: CDPSession,
    private readonly sessionId: string,
  ) {}

  send(method: string, params: object = {}): Promise<never> {
    const id = this.nextId++;
    const reply = new Promise<never>((resolve, reject) => this.replies.set(id, { resolve, reject }));
    const message = JSON.stringify({ id, method, params });
    this.page.send('Target.sendMessageToTarget', { sessionId: this.sessionId, message }).catch((error: Error) => {
      this.replies.get(id)?.reject(error);
      this.replies.delete(id);
    });
    return reply;
  }

  on(method: string, handler: Handler): void {
    this.handlers.set(method, [...(this.handlers.get(method) ?? []), handler]);
  }

  receive(text: string): void {
    const message = JSON.parse(text) as TargetMessage;
    if (message.id !== undefined) {
      const reply = this.replies.get(message.id);
      this.replies.delete(message.id);
      if (message.error) reply?.reject(new Error(message.error.message));
      else reply?.resolve(message.result as never);
      return;
    }
    for (const handler of this.handlers.get(message.method ?? '') ?? []) handler(message.params as never);
  }
}

/**
 * Calls `onChannel` with the page's session, then with each dedicated worker's as it starts (the
 * worker waits until `onChannel` resolves).
 */
export async function eachChannel(page: CDPSession, onChannel: (channel: CdpChannel) => Promise<void>): Promise<void> {
  const workers = new Map<string, WorkerChannel>();
  page.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => workers.get(sessionId)?.receive(message));
  page.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    const resume = async (): Promise<void> => {
      if (!waitingForDebugger) return;
      const message = JSON.stringify({ id: 0, method: 'Runtime.runIfWaitingForDebugger' });
      await page.send('Target.sendMessageToTarget', { sessionId, message });
    };
    if (targetInfo.type !== 'worker') return void resume().catch(() => undefined);
    const channel = new WorkerChannel(page, sessionId);
    workers.set(sessionId, channel);
    void onChannel(channel)
      .then(resume)
      .catch(() => undefined); // a worker that ended before it was followed
  });
  await onChannel(page as unknown as CdpChannel);
  await page.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}
