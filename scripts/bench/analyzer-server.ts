// The API alone, for analyzer.ts: run in its own process so its memory can be read.
import { loadConfig } from '../../api/src/config.js';
import { startWebServer } from '../../api/src/server.js';

const running = await startWebServer(loadConfig(), { serveWeb: false });
console.log(`running at ${running.url}`);
process.once('SIGTERM', () => void running.stop().then(() => process.exit(0)));
