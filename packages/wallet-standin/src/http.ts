import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 1_000_000;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Google's error shape: `{ error: { code, message, status } }`. */
export function sendGoogleError(response: ServerResponse, code: number, status: string, message: string): void {
  sendJson(response, code, { error: { code, message, status } });
}
