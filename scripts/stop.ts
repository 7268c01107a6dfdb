/**
 * `npm run stop`: ends what earlier npm start / test / bench runs of this checkout left running
 * (found by their run mark, scripts/lib/run-marker.ts), e.g. after a terminal was closed with kill -9.
 */
import { log } from './lib/log.js';
import { describeProcesses, leftoversOfEarlierRuns } from './lib/run-marker.js';

const leftovers = leftoversOfEarlierRuns();
if (leftovers.length === 0) {
  log.step('Nothing of an earlier run is running.');
} else {
  log.step(`Stopping ${describeProcesses(leftovers)}`);
  for (const { pid } of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
