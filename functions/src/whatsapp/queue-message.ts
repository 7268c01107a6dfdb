import { FUNCTIONS_REGION } from '@carcajada/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { enqueueTask } from '../common/tasks.js';
import { logWhatsAppTaskNotScheduled } from './log.js';
import { WHATSAPP_MESSAGES } from './message-document.js';

export const SEND_WHATSAPP_FUNCTION = 'sendWhatsAppMessage';

/**
 * A new whatsapp_messages document gets one Cloud Task, named after it (a repeated trigger adds
 * none); a failure to enqueue throws, so the trigger is retried and the message is not left queued.
 */
export const queueWhatsAppMessage = onDocumentCreated(
  { region: FUNCTIONS_REGION, document: `${WHATSAPP_MESSAGES}/{messageId}`, retry: true },
  async (event) => {
    const { messageId } = event.params;
    try {
      await enqueueTask(SEND_WHATSAPP_FUNCTION, { messageId }, { id: `whatsapp-${messageId}` });
    } catch (error) {
      logWhatsAppTaskNotScheduled({ messageId, error });
      throw error;
    }
  },
);
