/**
 * The `schedules` process of `npm start`: every scheduled function of the running Functions
 * emulator, run at its cadence (local-schedules.ts) until the stack stops it.
 */
import { describeCadences, scheduledFunctions, startSchedules, withLocalCadences } from './local-schedules.js';

const functions = withLocalCadences(await scheduledFunctions());
console.log(`Running the scheduled functions locally: ${describeCadences(functions)}`);
startSchedules(functions, (line) => console.log(line));
