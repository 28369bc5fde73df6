import { z } from 'zod';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Every variable the catalog service reads (.env.example). */
export const CatalogEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    CATALOG_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
    CATALOG_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    SEARCH_ENGINE: z.enum(['embedded', 'elasticsearch']).default('embedded'),
    ELASTICSEARCH_URL: optionalString,
    PUBLIC_BASE_URL: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  })
  .superRefine((env, ctx) => {
    if (env.SEARCH_ENGINE === 'elasticsearch' && !env.ELASTICSEARCH_URL) {
      ctx.addIssue({ code: 'custom', path: ['ELASTICSEARCH_URL'], message: 'required when SEARCH_ENGINE=elasticsearch' });
    }
  });

export type CatalogConfig = z.infer<typeof CatalogEnvSchema>;

export function loadCatalogConfig(env: NodeJS.ProcessEnv): CatalogConfig {
  const parsed = CatalogEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid catalog configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
