import type { ServerResponse } from 'node:http';
import { readBody, sendJson } from '@carcajada/mp-standin/http';

export { readBody, sendJson };

/** Google's error shape: `{ error: { code, message, status } }`. */
export function sendGoogleError(response: ServerResponse, code: number, status: string, message: string): void {
  sendJson(response, code, { error: { code, message, status } });
}
