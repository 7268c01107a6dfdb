/**
 * Documents the Firestore emulator sends to one browser tab, read off the wire with the Chrome
 * DevTools Protocol. The web SDK listens over WebChannel (`.../Firestore/Listen/channel`): the
 * long-lived GET answers are streamed (`Network.streamResourceContent`), finished ones are read
 * whole. Every `documentChange` delivered to a listener is one document read; REST answers
 * (`:runQuery`, `:batchGet`) are counted the same way. The POSTs on the channel say which
 * targets (queries, documents) the page asked for. A dedicated worker's traffic (the seat views')
 * counts as the tab's.
 */
import type { CDPSession } from 'playwright-core';
import { eachChannel, type CdpChannel } from './cdp-channels.js';

/** A document object in a Listen/RunQuery answer, or a found one in a BatchGet answer. JSON
 * strings escape their quotes, so this cannot match inside a field value. */
const DOCUMENT_NAME = /"(?:document|found)"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"/g;
const DOCUMENTS_PREFIX = /^projects\/[^/]+\/databases\/[^/]+\/documents\//;

/** Streamed answers: what was buffered when streaming began, then every chunk in arrival order. */
class TrackedResponse {
  buffered = '';
  tail = '';
  streaming: Promise<boolean> = Promise.resolve(false);

  get text(): string {
    return this.buffered + this.tail;
  }
}

export interface TrafficMark {
  offsets: Map<string, number>;
  targets: number;
}

export interface DocumentReads {
  total: number;
  byCollection: Record<string, number>;
  documents: string[];
  targets: string[];
}

interface StructuredQuery {
  from?: { collectionId?: string }[];
  where?: unknown;
  orderBy?: { field?: { fieldPath?: string }; direction?: string }[];
  limit?: number | { value?: number };
}

interface ListenTarget {
  query?: { structuredQuery?: StructuredQuery };
  documents?: { documents?: string[] };
}

function fieldPaths(filter: unknown): string[] {
  const text = JSON.stringify(filter ?? {});
  return [...text.matchAll(/"fieldPath":"([^"]+)"/g)].map((match) => match[1]!);
}

/** One line per listen target, e.g. `query events where status, event_date order event_date limit 10`. */
export function describeTarget(target: ListenTarget): string {
  if (target.documents?.documents) {
    return `document ${target.documents.documents.map((name) => name.replace(DOCUMENTS_PREFIX, '')).join(', ')}`;
  }
  const query = target.query?.structuredQuery;
  if (!query) return 'unknown target';
  const limit = typeof query.limit === 'object' ? query.limit.value : query.limit;
  const order = (query.orderBy ?? []).map((entry) =>
    `${entry.field?.fieldPath ?? '?'} ${entry.direction ?? ''}`.trim(),
  );
  return [
    `query ${query.from?.map((from) => from.collectionId).join(',') ?? '?'}`,
    query.where ? `where ${[...new Set(fieldPaths(query.where))].join(', ')}` : '',
    order.length > 0 ? `order ${order.join(', ')}` : '',
    limit !== undefined ? `limit ${limit}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** `reqN___data__` form fields of a WebChannel POST, each a JSON ListenRequest. */
function listenTargetsIn(postData: string): string[] {
  const targets: string[] = [];
  for (const [key, value] of new URLSearchParams(postData)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    const request = JSON.parse(value) as { addTarget?: ListenTarget };
    if (request.addTarget) targets.push(describeTarget(request.addTarget));
  }
  return targets;
}

/** What the handlers read of the Network domain's events. */
interface NetworkEvent {
  requestId: string;
}

interface NetworkRequest extends NetworkEvent {
  request: { url: string; method: string; postData?: string };
}

export class FirestoreTraffic {
  private readonly responses = new Map<string, TrackedResponse>();
  private readonly targets: string[] = [];
  private readonly pending: Promise<unknown>[] = [];

  constructor(
    private readonly cdp: CDPSession,
    private readonly firestoreHost: string,
  ) {}

  async start(): Promise<void> {
    let channels = 0;
    await eachChannel(this.cdp, (channel) => this.follow(channel, `${channels++}:`));
  }

  /** One session's Firestore answers, kept under `key` + its request ids (unique per session). */
  private async follow(channel: CdpChannel, key: string): Promise<void> {
    channel.on('Network.requestWillBeSent', (event: NetworkRequest) => {
      if (!this.isFirestore(event.request.url)) return;
      this.responses.set(key + event.requestId, new TrackedResponse());
      if (event.request.url.includes('/Listen/channel') && event.request.method === 'POST') {
        const targets = this.postDataOf(channel, event.requestId, event.request.postData).then((data) =>
          listenTargetsIn(data),
        );
        this.track(targets.then((found) => this.targets.push(...found)));
      }
    });
    channel.on('Network.responseReceived', (event: NetworkEvent) => {
      const response = this.responses.get(key + event.requestId);
      if (!response) return;
      response.streaming = channel
        .send('Network.streamResourceContent', { requestId: event.requestId })
        .then(({ bufferedData }: { bufferedData: string }) => {
          response.buffered = Buffer.from(bufferedData, 'base64').toString('utf8');
          return true;
        })
        // the answer already finished: it is read whole at loadingFinished
        .catch(() => false);
      this.track(response.streaming);
    });
    channel.on('Network.dataReceived', (event: NetworkEvent & { data?: string }) => {
      // data is only attached once streaming is on for that request
      const response = this.responses.get(key + event.requestId);
      if (response && event.data) response.tail += Buffer.from(event.data, 'base64').toString('utf8');
    });
    channel.on('Network.loadingFinished', (event: NetworkEvent) => {
      const response = this.responses.get(key + event.requestId);
      if (!response) return;
      this.track(this.readWholeUnlessStreamed(channel, event.requestId, response));
    });
    await channel.send('Network.enable', { maxPostDataSize: 1_000_000 });
  }

  /** Where the counting of the next visit starts. */
  async mark(): Promise<TrafficMark> {
    await this.settle();
    return {
      offsets: new Map([...this.responses].map(([id, response]) => [id, response.text.length])),
      targets: this.targets.length,
    };
  }

  /** Documents received (and targets asked for) since the mark. */
  async readsSince(mark: TrafficMark): Promise<DocumentReads> {
    await this.settle();
    const documents: string[] = [];
    for (const [id, response] of this.responses) {
      const from = mark.offsets.get(id) ?? 0;
      for (const match of response.text.matchAll(DOCUMENT_NAME)) {
        if (match.index >= from) documents.push(match[1]!.replace(DOCUMENTS_PREFIX, ''));
      }
    }
    const byCollection: Record<string, number> = {};
    for (const name of documents) {
      const collection = name.split('/').slice(-2, -1)[0] ?? '?';
      byCollection[collection] = (byCollection[collection] ?? 0) + 1;
    }
    return { total: documents.length, byCollection, documents, targets: this.targets.slice(mark.targets) };
  }

  /** Total bytes received so far, so a caller can wait until the traffic goes quiet. */
  receivedLength(): number {
    let length = 0;
    for (const response of this.responses.values()) length += response.text.length;
    return length + this.responses.size;
  }

  private isFirestore(url: string): boolean {
    const parsed = new URL(url);
    return (
      parsed.host === this.firestoreHost &&
      (parsed.pathname.includes('google.firestore.v1.Firestore/') || parsed.pathname.startsWith('/v1/'))
    );
  }

  private async readWholeUnlessStreamed(
    channel: CdpChannel,
    requestId: string,
    response: TrackedResponse,
  ): Promise<void> {
    if (await response.streaming) return;
    try {
      const { body, base64Encoded }: { body: string; base64Encoded: boolean } = await channel.send(
        'Network.getResponseBody',
        { requestId },
      );
      response.tail = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    } catch {
      // no body kept (e.g. a cancelled long poll): it carried no documents we could count
    }
  }

  private async postDataOf(channel: CdpChannel, requestId: string, inline: string | undefined): Promise<string> {
    if (inline !== undefined) return inline;
    try {
      return ((await channel.send('Network.getRequestPostData', { requestId })) as { postData: string }).postData;
    } catch {
      return '';
    }
  }

  private track(work: Promise<unknown>): void {
    this.pending.push(work);
  }

  private async settle(): Promise<void> {
    await Promise.all(this.pending.splice(0));
  }
}
