import { Router } from 'express';
import type { AppConfig } from '../../../core/contract.js';
import { configuredModel } from '../analyzer/model-stage.js';
import type { Config } from '../config.js';

export function appConfigRoutes(config: Config): Router {
  const router = Router();
  const body: AppConfig = {
    companyName: config.COMPANY_NAME,
    isPublicMode: config.PUBLIC_MODE,
    publisherName: config.PUBLISHER_NAME,
    enableLaunchNavigator: config.ENABLE_LAUNCH_NAVIGATOR,
    supportEmail: config.SUPPORT_EMAIL,
    analyzerModel: configuredModel(config),
    uploadRetentionDays: config.UPLOAD_RETENTION_DAYS,
  };
  router.get('/', (_req, res) => void res.json(body));
  return router;
}
