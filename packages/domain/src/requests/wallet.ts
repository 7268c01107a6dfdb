import { z } from 'zod';
import { documentId } from './fields.js';

/** `walletPasses`: the holder's links to put a live ticket in Apple Wallet or Google Wallet. */
export const WalletPassesRequest = z.object({ ticketId: documentId }).strict();
