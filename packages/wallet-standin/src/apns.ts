import http2 from 'node:http2';
import { randomUUID } from 'node:crypto';
import type { WalletStandInStore } from './store.js';

const DEVICE_PATH = /^\/3\/device\/([A-Za-z0-9]{1,200})$/;

function answer(stream: http2.ServerHttp2Stream, status: number, reason?: string): void {
  stream.respond({ ':status': status, 'apns-id': randomUUID(), 'content-type': 'application/json' });
  stream.end(reason ? JSON.stringify({ reason }) : undefined);
}

/**
 * APNs' HTTP/2 API as a pass-update push sees it (plain HTTP/2, no TLS): `POST /3/device/{token}`
 * with `apns-topic`; 200 and an `apns-id`, or Apple's 400 reasons. Every push is recorded.
 */
export function createApnsServer(store: WalletStandInStore): http2.Http2Server {
  const server = http2.createServer();
  server.on('stream', (stream, headers) => {
    const path = String(headers[':path'] ?? '');
    const match = DEVICE_PATH.exec(path);
    if (headers[':method'] !== 'POST') return answer(stream, 405, 'MethodNotAllowed');
    if (!match) return answer(stream, 400, 'BadDeviceToken');
    const topic = headers['apns-topic'];
    if (typeof topic !== 'string' || !topic) return answer(stream, 400, 'MissingTopic');
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      store.pushes.push({ pushToken: match[1]!, topic, payload, at: new Date().toISOString() });
      answer(stream, 200);
    });
  });
  return server;
}
