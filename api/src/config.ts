// Configuration from the environment, validated once at boot: a bad value stops the server with a readable message.
import { isIP } from 'node:net';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list, blanks dropped. */
const commaList = (item: z.ZodType<string, string>) =>
  z.string().transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)).pipe(z.array(item));

/** An address or a CIDR block (`10.0.0.0/8`, `::1`, `fd00::/8`) of a proxy allowed to vouch for identity. */
const proxyAddress = z.string().refine((entry) => {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}, 'each entry must be an IP address or a CIDR block such as 10.0.0.0/8');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/, 'must start with sqlite: or mysql:// (or mariadb://)')
    .default('sqlite:data/app.sqlite'),
  /** Where uploaded images are kept: `local` (UPLOAD_DIR) or `s3`, a bucket all instances share (ADR 317). */
  UPLOAD_STORE: z.enum(['local', 's3'], 'must be local or s3').default('local'),
  UPLOAD_DIR: z.string().min(1).default('data/uploads'),
  /** An S3-compatible server such as MinIO (http://minio:9000); without it, AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address such as http://minio:9000' }).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Bucket in the path (http://minio:9000/bucket/key) rather than the host name: most S3-compatible servers need it. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Prepended to every object key, so the bucket may hold other things. */
  S3_KEY_PREFIX: z.string().max(200).regex(/^[A-Za-z0-9!_.*'()/-]*$/, 'may hold only letters, digits and / ! - _ . * \' ( )').default('uploads/'),
  /** The bucket's credentials (read here rather than by the SDK alone, so that both are checked at boot); without them, the SDK's usual chain. */
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().optional(),
  /** How long the model may take before the analysis falls back to the rules' result. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** The claim reader (ADR 339): a trained second reading of an ad's claims that sends suspected breaches to a person. */
  CLAIM_READER: flag.default(true),
  COMPANY_NAME: z.string().min(1).default('AdPolicy Compass'),
  PUBLISHER_NAME: z.string().min(1).default('Digital Publisher'),
  SUPPORT_EMAIL: z.email().default('support@adpolicy.example'),
  PUBLIC_MODE: flag.default(true),
  ENABLE_LAUNCH_NAVIGATOR: flag.default(false),
  /** Writes (saved searches, events) allowed per client per minute. */
  WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Images that may wait for the OCR workers; past it an analysis is refused with 503 and Retry-After. */
  OCR_MAX_QUEUED: z.coerce.number().int().min(0).max(1000).default(8),
  /** Analyses, detections and uploads allowed per client per minute (each runs OCR). */
  ANALYSIS_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Redis shared by the instances behind one load balancer: the write and analysis limits and the OCR waiting room count there (ADR 316). */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** Prepended to every Redis key, so that deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('adpolicy:'),
  /** On SIGTERM or SIGINT, how long requests and analyses in flight may take to finish before they are cut off. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Stored images older than this are removed; their analyses' audit records stay, marked image removed. */
  UPLOAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Megabytes of stored images one client (browser or person) may hold at a time. */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** A header set by an authenticating proxy with the person's email (e.g. X-Forwarded-Email); see TRUSTED_PROXIES. */
  AUTH_PROXY_HEADER: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name such as X-Forwarded-Email').transform((v) => v.toLowerCase()).optional(),
  /** The only addresses (socket peers, not X-Forwarded-For) whose AUTH_PROXY_HEADER is believed; their X-Forwarded-For and -Proto are too (ADR 317). */
  TRUSTED_PROXIES: commaList(proxyAddress).optional(),
  /** People (by the proxy's email) who may read the whole analysis audit trail. */
  ADMIN_EMAILS: commaList(z.email('each entry must be an email address')).transform((list) => list.map((e) => e.toLowerCase())).optional(),
}).superRefine((env, ctx) => {
  if (env.UPLOAD_STORE === 's3' && !env.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with UPLOAD_STORE=s3: name the bucket the images are kept in' });
  }
  // Otherwise each instance would keep its images on its own disk, the very failure the bucket is there to prevent.
  if (env.UPLOAD_STORE === 'local' && env.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['UPLOAD_STORE'], message: 'is local (the default) while S3_BUCKET is set: set UPLOAD_STORE=s3 to keep images in the bucket, or remove S3_BUCKET' });
  }
  if (!env.AWS_ACCESS_KEY_ID !== !env.AWS_SECRET_ACCESS_KEY) {
    ctx.addIssue({ code: 'custom', path: [env.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'], message: 'is required with the other: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together' });
  }
  if (env.AUTH_PROXY_HEADER && !env.TRUSTED_PROXIES?.length) {
    ctx.addIssue({ code: 'custom', path: ['TRUSTED_PROXIES'], message: 'is required with AUTH_PROXY_HEADER: name the proxies whose header may be believed' });
  }
  if (env.ADMIN_EMAILS?.length && !env.AUTH_PROXY_HEADER) {
    ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAILS'], message: 'needs AUTH_PROXY_HEADER: an admin is known only by the email an authenticating proxy sends' });
  }
});

export type Config = z.infer<typeof envSchema>;

/** Every variable the server reads (the deployment files are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Treat empty strings as unset, as shells and compose files often pass them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
