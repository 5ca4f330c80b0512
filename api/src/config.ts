// Configuration from the environment, validated once at boot: a bad value stops the server with a readable message.
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/, 'must start with sqlite: or mysql:// (or mariadb://)')
    .default('sqlite:data/app.sqlite'),
  UPLOAD_DIR: z.string().min(1).default('data/uploads'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().optional(),
  /** How long the model may take before the analysis falls back to the rules' result. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema>;

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
