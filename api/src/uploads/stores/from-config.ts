// The backend UPLOAD_STORE names (ADR 317).
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { ImageBackend } from './backend.js';
import { localDiskBackend } from './local-disk.js';
import { s3Backend } from './s3.js';

export function imageBackend(config: Config, logger?: Logger): ImageBackend {
  if (config.UPLOAD_STORE === 'local') return localDiskBackend(config.UPLOAD_DIR);
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return s3Backend(
    {
      // config.ts makes S3_BUCKET required with UPLOAD_STORE=s3.
      bucket: config.S3_BUCKET!,
      keyPrefix: config.S3_KEY_PREFIX,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
    logger,
  );
}
