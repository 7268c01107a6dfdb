import { webProject } from './vitest.config.js';

/** The web files that need a fresh app each (WEB_ISOLATED_FILES). */
export default webProject('web-isolated');
