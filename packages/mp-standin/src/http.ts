import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorBody } from './types.js';

const MAX_BODY_BYTES = 1_000_000;

export class BadRequestBody extends Error {}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BadRequestBody('body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON object body; an empty body is an empty object. */
export async function readJsonObject(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(request);
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequestBody('JSON parse error');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequestBody('the body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location });
  response.end();
}

export function apiError(status: number, error: string, message: string): ApiErrorBody {
  return { message, error, status, cause: [] };
}

export function sendApiError(response: ServerResponse, body: ApiErrorBody): void {
  sendJson(response, body.status, body);
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1]?.trim();
}
