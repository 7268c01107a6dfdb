import { FUNCTIONS_REGION } from '@carcajada/domain';
import { getFunctions } from 'firebase-admin/functions';
import { adminApp } from './firestore.js';

function isTaskAlreadyThere(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && error.code === 'functions/task-already-exists'
  );
}

/**
 * Enqueues one Cloud Task for a task function, named by `id` so a repeated request finds its task
 * already there (that counts as done). Any other failure is thrown for the caller to judge.
 */
export async function enqueueTask(
  functionName: string,
  data: Record<string, unknown>,
  options: { id: string; scheduleTime?: Date },
): Promise<void> {
  try {
    const queue = getFunctions(adminApp()).taskQueue(`locations/${FUNCTIONS_REGION}/functions/${functionName}`);
    await queue.enqueue(data, options);
  } catch (error) {
    if (isTaskAlreadyThere(error)) return;
    throw error;
  }
}
