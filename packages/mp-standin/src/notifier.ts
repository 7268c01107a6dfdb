import type { StandInOptions } from './options.js';
import type { StandInStore } from './store.js';
import type { Payment, WebhookDelivery } from './types.js';
import { buildWebhookRequest, sendWebhookRequest, type WebhookRequest } from './webhook.js';

export interface NotifyOptions {
  /** How many deliveries to send (duplicates, as Mercado Pago sometimes does). Default 1. */
  times?: number;
  /** Re-send the very same request (same x-request-id and signature) instead of fresh ones. */
  identical?: boolean;
  /** Send all of them at once instead of one after another. */
  parallel?: boolean;
  action?: string;
}

/** Sends a payment's webhook(s) to its preference's notification_url and records each delivery. */
export class WebhookNotifier {
  constructor(
    private readonly store: StandInStore,
    private readonly options: StandInOptions,
  ) {}

  async notify(payment: Payment, notifyOptions: NotifyOptions = {}): Promise<WebhookDelivery[]> {
    const preference = this.store.preference(payment.metadata.preference_id);
    if (!preference?.notification_url) return [];
    const times = Math.max(1, notifyOptions.times ?? 1);
    const build = (): WebhookRequest =>
      buildWebhookRequest({
        notificationUrl: preference.notification_url,
        paymentId: payment.id,
        secret: this.options.webhookSecret,
        action: notifyOptions.action,
        notificationId: this.store.takeNotificationId(),
        sellerId: this.options.sellerId,
      });
    const first = build();
    const requests = Array.from({ length: times }, (_, index) =>
      index === 0 || notifyOptions.identical ? first : build(),
    );
    if (notifyOptions.parallel) return Promise.all(requests.map((request) => this.send(payment.id, request)));
    const deliveries: WebhookDelivery[] = [];
    for (const request of requests) deliveries.push(await this.send(payment.id, request));
    return deliveries;
  }

  private async send(paymentId: number, request: WebhookRequest): Promise<WebhookDelivery> {
    const sentAt = new Date().toISOString();
    const outcome = await sendWebhookRequest(request, this.options.webhookTimeoutMs);
    const delivery: WebhookDelivery = {
      paymentId,
      requestId: request.requestId,
      url: request.url,
      action: request.action,
      sentAt,
      ...outcome,
    };
    this.store.recordDelivery(delivery);
    return delivery;
  }
}
