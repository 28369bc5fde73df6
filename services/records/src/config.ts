import { z } from 'zod';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Every variable the records service reads (.env.example). */
export const RecordsEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    RECORDS_PORT: z.coerce.number().int().min(0).max(65535).default(8082),
    RECORDS_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    RECORDS_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
    MONGODB_URL: optionalString,
    /** The catalog service when it runs as its own process; otherwise the gateway hands it in. */
    CATALOG_URL: optionalString,
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
    PUBLIC_BASE_URL: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  })
  .superRefine((env, ctx) => {
    if (env.RECORDS_STORE === 'mongodb' && !env.MONGODB_URL) {
      ctx.addIssue({ code: 'custom', path: ['MONGODB_URL'], message: 'required when RECORDS_STORE=mongodb' });
    }
  });

export type RecordsConfig = z.infer<typeof RecordsEnvSchema>;

export function loadRecordsConfig(env: NodeJS.ProcessEnv): RecordsConfig {
  const parsed = RecordsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid records configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
