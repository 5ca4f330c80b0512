// Starts the HTTP server for an app from createApp. A repeated dataset read is answered from memory before
// Express runs (api/src/dataset/read-cache.ts); everything else goes to Express.
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { DatasetReadCache } from '../dataset/read-cache.js';

export function listen(app: Express, port: number, host?: string): Promise<Server> {
  const datasetReads = app.locals.datasetReads as DatasetReadCache | undefined;
  const server = createServer((req, res) => {
    if (datasetReads?.answer(req, res)) return;
    app(req, res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok(server);
    });
  });
}
