// createApp wires the API (routes → service, where there is logic → repository) on a given database; it never listens,
// so tests run the real app on port 0 and server.ts adds the built web app.
import compression from 'compression';
import express, { type Express } from 'express';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { appConfigRoutes } from './app-config/routes.js';
import { catalogRepository } from './catalog/repository.js';
import { catalogRoutes } from './catalog/routes.js';
import type { Config } from './config.js';
import { datasetReadCache } from './dataset/read-cache.js';
import { revisionClock } from './dataset/revision-clock.js';
import type { Database } from './db/database.js';
import { eventRepository } from './events/repository.js';
import { eventRoutes } from './events/routes.js';
import { followedPolicyRepository } from './followed-policies/repository.js';
import { followedPolicyRoutes } from './followed-policies/routes.js';
import { healthRepository } from './health/repository.js';
import { lifecycle as serving, type Lifecycle } from './health/lifecycle.js';
import { healthRoutes, readyRoutes } from './health/routes.js';
import { apiNotFound, errorHandler, pageErrorHandler, pageNotFound, rejectMalformedPaths } from './http/errors.js';
import { rejectCrossSiteWrites, securityHeaders, writeRateLimit } from './http/security.js';
import { webAppRoutes } from './http/web-app.js';
import { offlineAnalyzerRoutes } from './http/offline-analyzer-files.js';
import { policyRepository } from './policies/repository.js';
import { policyRoutes } from './policies/routes.js';
import { policyService } from './policies/service.js';
import { policyUpdateRepository } from './policy-updates/repository.js';
import { policyUpdateRoutes } from './policy-updates/routes.js';
import { policyUpdateService } from './policy-updates/service.js';
import { savedSearchRepository } from './saved-searches/repository.js';
import { savedSearchRoutes } from './saved-searches/routes.js';
import { syncRepository } from './sync/repository.js';
import { syncService } from './sync/service.js';
import { syncRoutes } from './sync/routes.js';
import { publisherPolicyRoutes } from './publisher-policy/routes.js';
import { publisherPolicyService } from './publisher-policy/service.js';
import { readAnalyzerRules } from '../../seed/read-rules.js';
import { openAiModelStage } from './analyzer/model-stage.js';
import { ocrPool, type OcrPool } from './analyzer/ocr-pool.js';
import { ocrWaitingRoom } from './analyzer/ocr-waiting-room.js';
import { analysisRepository } from './analyzer/repository.js';
import { deviceAnalysisRoutes } from './analyzer/device-analyses.js';
import { analyzerRoutes } from './analyzer/routes.js';
import { analyzerService } from './analyzer/service.js';
import { claimReader } from './analyzer/claim-reader.js';
import { policyLibrary } from './dataset/policy-library.js';
import { imageStore } from './uploads/image-store.js';
import { imageBackend } from './uploads/stores/from-config.js';
import { ownedImages } from './uploads/owned-images.js';
import { uploadRetention } from './uploads/retention.js';
import { storedImageRoute, uploadRoutes } from './uploads/routes.js';
import { identify } from './identity/owner.js';
import type { SharedState } from './shared-state/redis.js';
import { sharedRateLimitStore } from './shared-state/rate-limit-store.js';

export interface AppDeps {
  config: Config;
  db: Database;
  logger?: Logger;
  /** The built web app (web/dist) to serve next to the API; tests of the API alone leave it out. */
  webDist?: string;
  /** The OCR workers; the caller closes them (one pool is started lazily when none is given). */
  ocr?: OcrPool;
  /** Redis, when REDIS_URL is set (the caller connects and closes it): limits and the OCR waiting room are shared through it. */
  shared?: SharedState | null;
  /** For /api/ready: server.ts moves it from starting to serving to draining; serving when not given. */
  lifecycle?: Lifecycle;
}

/** The OCR workers of an instance, with the waiting room shared with the other instances when there is Redis. */
export const instanceOcrPool = (config: Config, shared: SharedState | null | undefined, logger?: Logger): OcrPool =>
  ocrPool({ maxQueued: config.OCR_MAX_QUEUED, waitingRoom: shared ? ocrWaitingRoom(shared, { seats: config.OCR_MAX_QUEUED, logger }) : undefined });

export const JSON_BODY_LIMIT = '64kb';
const DEVICE_ANALYSIS_BODY_LIMIT = '512kb';

export function createApp({
  config,
  db,
  logger = pino({ level: config.LOG_LEVEL }),
  webDist,
  shared = null,
  ocr = instanceOcrPool(config, shared, logger),
  lifecycle = serving(),
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For and -Proto are believed from the local machine and from TRUSTED_PROXIES: behind a proxy
  // such as the compose file's nginx, each client then has its own write and analysis limits (keyed by address)
  // instead of all sharing the proxy's, and a cookie is Secure behind TLS (ADR 317).
  app.set('trust proxy', ['loopback', ...(config.TRUSTED_PROXIES ?? [])]);
  app.set('query parser', 'simple');
  app.use(securityHeaders());
  app.use(rejectMalformedPaths);
  // Compresses JSON and, through server.ts, the built app: a full first sync drops from ~310 KB to ~52 KB (brotli).
  app.use(compression());

  const catalog = catalogRepository(db);
  const policies = policyRepository(db);
  const datasetRevision = revisionClock(db, policies.revision);

  const api = express.Router();
  api.use(
    pinoHttp({
      logger,
      // Credentials never reach the log.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  // Every API request acts for someone: the proxy's person, else this browser's client cookie (set here if missing).
  api.use(identify(config, { issueCookie: true }));
  api.use(rejectCrossSiteWrites);
  api.use(writeRateLimit(config.WRITE_RATE_LIMIT, config.ANALYSIS_RATE_LIMIT, (limit) => (shared ? sharedRateLimitStore(shared, limit, logger) : undefined)));
  // A device analysis carries its whole result (a world-class one runs past 64 KB); parsed first, so the
  // general limit below skips it.
  api.use('/analyses/device', express.json({ limit: DEVICE_ANALYSIS_BODY_LIMIT }));
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  const health = healthRepository(db, shared);
  api.use('/health', healthRoutes(health));
  api.use('/ready', readyRoutes(health, lifecycle));
  api.use('/config', appConfigRoutes(config));
  const datasetReads = datasetReadCache(datasetRevision, logger);
  app.locals.datasetReads = datasetReads;
  api.use(['/platforms', '/categories', '/jurisdictions', '/policies', '/policy-updates', '/sync'], datasetReads.middleware);
  api.use(catalogRoutes(catalog));
  api.use('/policies', policyRoutes(policyService(policies, catalog, datasetRevision)));
  api.use('/policy-updates', policyUpdateRoutes(policyUpdateService(policyUpdateRepository(db))));
  api.use('/saved-searches', savedSearchRoutes(savedSearchRepository(db)));
  api.use('/followed-policies', followedPolicyRoutes(followedPolicyRepository(db)));
  const sync = syncService(syncRepository(db), policies);
  api.use('/sync', syncRoutes(sync));
  const library = policyLibrary(sync, datasetRevision);
  api.use('/generate-publisher-policy', publisherPolicyRoutes(publisherPolicyService(library)));
  const store = imageStore(imageBackend(config, logger));
  const images = ownedImages(db, store, { quotaMb: config.UPLOAD_QUOTA_MB, retentionDays: config.UPLOAD_RETENTION_DAYS });
  // Started by server.ts (tests sweep with their own clock).
  app.locals.retention = uploadRetention({ db, store, days: config.UPLOAD_RETENTION_DAYS, logger });
  const analyses = analysisRepository(db);
  app.locals.ocr = ocr;
  const analyzer = analyzerService({ images, ocr, library, rules: readAnalyzerRules(), model: openAiModelStage(config), claimReader: config.CLAIM_READER ? claimReader(logger) : null, analyses, logger });
  api.use('/uploads', uploadRoutes(images));
  api.use('/analyses/device', deviceAnalysisRoutes(analyses));
  api.use(analyzerRoutes(analyzer));
  const offlineAnalyzer = offlineAnalyzerRoutes();
  api.get('/offline-analyzer', offlineAnalyzer.manifest);
  api.use('/events', eventRoutes(eventRepository(db)));
  api.use(apiNotFound);
  api.use(errorHandler(logger));

  app.use('/api', api);
  app.use('/uploads', identify(config, { issueCookie: false }));
  app.use(storedImageRoute(images));
  app.use(offlineAnalyzer.files);
  if (webDist) app.use(webAppRoutes(webDist));
  app.use(pageNotFound);
  app.use(pageErrorHandler(logger));
  return app;
}
