/** `npm run seed`: resets the running emulators to the demo data (dates relative to today). */
import { seedEmulators } from '../emulator-data/seed.js';
import { log } from './lib/log.js';

try {
  const { events, users } = await seedEmulators();
  log.step(`Seeded ${events} events, ${users} demo accounts and config/payments_config`);
} catch (error) {
  log.error(`Seeding failed (are the emulators running? start them with npm start): ${(error as Error).message}`);
  process.exit(1);
}
