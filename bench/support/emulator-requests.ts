/**
 * The Firestore emulator's own view: it streams every security-rules evaluation on
 * ws://<webSocketHost>:<webSocketPort>/requests (the Emulator UI's "Requests" tab; the port is
 * published by the emulator hub). One `get` per document fetched, one `list` per query — but not
 * how many documents a query returned, so this counts requests, and the wire counts documents.
 */
import WebSocket from 'ws';
import { EMULATOR_HUB, PROJECT_ID } from './config.js';

interface RulesEvaluation {
  rulesReleaseKey?: string;
  rulesReleaseName?: string;
  time?: string;
  outcome?: string;
  rulesContext?: { path?: string; method?: string };
}

export interface EmulatorRequest {
  at: number;
  method: string;
  path: string;
  outcome: string;
}

export interface EmulatorRequestCounts {
  get: number;
  list: number;
  paths: string[];
}

interface HubFirestoreInfo {
  firestore?: { webSocketHost?: string; webSocketPort?: number };
}

export class EmulatorRequestLog {
  private readonly requests: EmulatorRequest[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (message: WebSocket.RawData) => this.receive(message.toString()));
  }

  /** Undefined when the emulator publishes no rules stream (then only the wire counts). */
  static async connect(): Promise<EmulatorRequestLog | undefined> {
    const hub = (await fetch(`http://${EMULATOR_HUB}/emulators`).then((response) =>
      response.json(),
    )) as HubFirestoreInfo;
    const { webSocketHost, webSocketPort } = hub.firestore ?? {};
    if (!webSocketHost || !webSocketPort) return undefined;
    const socket = new WebSocket(`ws://${webSocketHost}:${webSocketPort}/requests`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new EmulatorRequestLog(socket);
  }

  /** get/list evaluations between two instants, this project only. */
  between(from: number, to: number): EmulatorRequestCounts {
    const window = this.requests.filter((request) => request.at >= from && request.at <= to);
    return {
      get: window.filter((request) => request.method === 'get').length,
      list: window.filter((request) => request.method === 'list').length,
      paths: window.map((request) => `${request.method} ${request.path} (${request.outcome})`),
    };
  }

  close(): void {
    this.socket.close();
  }

  private receive(text: string): void {
    const parsed = JSON.parse(text) as RulesEvaluation | RulesEvaluation[];
    // the first message replays earlier evaluations: only what happens from now on counts
    if (Array.isArray(parsed)) return;
    const release = parsed.rulesReleaseKey ?? parsed.rulesReleaseName ?? '';
    const method = parsed.rulesContext?.method;
    if (!release.startsWith(`projects/${PROJECT_ID}/`) || !method || !parsed.time) return;
    this.requests.push({
      at: Date.parse(parsed.time),
      method,
      path: (parsed.rulesContext?.path ?? '?').replace(/^\/databases\/[^/]+\/documents\//, ''),
      outcome: parsed.outcome ?? '?',
    });
  }
}
