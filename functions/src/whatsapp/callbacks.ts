import { z } from 'zod';

/** A status callback: our message id comes back in `biz_opaque_callback_data`. */
const statusSchema = z.object({
  id: z.string(),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  biz_opaque_callback_data: z.string().optional(),
});

const incomingSchema = z.object({
  from: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
});

const callbackSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              statuses: z.array(z.unknown()).optional(),
              messages: z.array(z.unknown()).optional(),
            })
            .loose(),
        }),
      ),
    }),
  ),
});

export type StatusCallback = z.infer<typeof statusSchema>;
export type IncomingMessage = z.infer<typeof incomingSchema>;

/**
 * The statuses and incoming messages of a callback (Meta's `whatsapp_business_account` shape);
 * anything of another shape, or a status or message of a kind we do not read, is skipped.
 */
export function readCallback(body: unknown): { statuses: StatusCallback[]; messages: IncomingMessage[] } {
  const parsed = callbackSchema.safeParse(body);
  if (!parsed.success) return { statuses: [], messages: [] };
  const values = parsed.data.entry.flatMap((entry) =>
    entry.changes.filter((change) => change.field === 'messages').map((change) => change.value),
  );
  const pick = <T>(schema: z.ZodType<T>, items: unknown[]): T[] =>
    items.flatMap((item) => {
      const result = schema.safeParse(item);
      return result.success ? [result.data] : [];
    });
  return {
    statuses: pick(
      statusSchema,
      values.flatMap((value) => value.statuses ?? []),
    ),
    messages: pick(
      incomingSchema,
      values.flatMap((value) => value.messages ?? []),
    ),
  };
}
