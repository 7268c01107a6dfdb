/** The scripts' one voice: every line says it comes from Carcajada's own tooling, not a child process. */
const PREFIX = '[carcajada]';

export const log = {
  step: (message: string): void => console.log(`${PREFIX} ${message}`),
  warn: (message: string): void => console.warn(`${PREFIX} warning: ${message}`),
  error: (message: string): void => console.error(`${PREFIX} error: ${message}`),
};

/** A prerequisite the scripts cannot find: its message names what is missing and how to get it. */
export class MissingPrerequisite extends Error {
  override name = 'MissingPrerequisite';
}
