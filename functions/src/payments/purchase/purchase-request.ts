import type { z } from 'zod';
import { CreateTicketPreferenceRequest } from '@carcajada/domain/requests';
import { refusal } from '../../common/errors.js';

export type PurchaseRequest = z.infer<typeof CreateTicketPreferenceRequest>;

export function parsePurchaseRequest(data: unknown): PurchaseRequest {
  const result = CreateTicketPreferenceRequest.safeParse(data);
  if (result.success) return result.data;
  const quantityIssue = result.error.issues.some((issue) => issue.path[0] === 'quantity');
  throw refusal(quantityIssue ? 'invalidQuantity' : 'invalidRequest');
}
