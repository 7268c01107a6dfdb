import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultInjector } from './faults.js';
import type { WebhookNotifier } from './notifier.js';
import type { StandInOptions } from './options.js';
import type { StandInStore } from './store.js';

/** What every route handler can reach. */
export interface StandInContext {
  options: StandInOptions;
  store: StandInStore;
  faults: FaultInjector;
  notifier: WebhookNotifier;
}

export interface RouteRequest {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  /** The captured path segment of the route pattern, if any. */
  param: string;
}

export interface Route {
  method: string;
  pattern: RegExp;
  handle: (context: StandInContext, routeRequest: RouteRequest) => Promise<void>;
}
