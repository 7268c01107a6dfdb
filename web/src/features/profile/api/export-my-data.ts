import { MY_DATA_TEXTS, type MyDataExport } from '@carcajada/domain';
import { callFunction } from '../../../lib/callable';

function parseExport(data: unknown): MyDataExport {
  const answer = data as Partial<MyDataExport> | null;
  if (typeof answer?.exportedAt !== 'string' || !Array.isArray(answer.tickets))
    throw new Error('Unexpected exportMyData answer');
  return answer as MyDataExport;
}

/** `exportMyData`: what the account owns, as the JSON the page offers as a download. */
export function exportMyData(): Promise<MyDataExport> {
  return callFunction<Record<string, never>, MyDataExport>(
    'exportMyData',
    {},
    {
      parse: parseExport,
      fallbackMessage: MY_DATA_TEXTS.failed,
      // a read: trying again when no function answered repeats nothing
      idempotent: true,
    },
  );
}
