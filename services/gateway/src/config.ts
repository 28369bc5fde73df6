import { z } from 'zod';

/** Empty variables count as unset, as in most shells' `VAR= cmd`. */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const flag = z.preprocess((v) => (v === '' || v === undefined ? '0' : v), z.enum(['0', '1', 'true', 'false', 'on', 'off'])).transform((v) => ['1', 'true', 'on'].includes(v));
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every variable the gateway reads (OPERATOR-API.md → Starting the service; .env.example). */
export const GatewayEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    RECORDS_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
    MONGODB_URL: optionalString,
    SEARCH_ENGINE: z.enum(['embedded', 'elasticsearch']).default('embedded'),
    ELASTICSEARCH_URL: optionalString,
    ADMIN_TOKEN: optionalString,
    CLOCK_CONTROL: flag,
    PUBLIC_BASE_URL: optionalString,
    /** Set to reach a separately running catalog / records service over HTTP. */
    CATALOG_URL: optionalString,
    RECORDS_URL: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The spec's limits are the defaults; benchmarks raise them (API-SPEC.md → Limits). */
    QUOTA_FREE_PER_DAY: count(10),
    QUOTA_PREMIUM_PER_HOUR: count(100),
    RATE_LIMIT_PER_IP_PER_MINUTE: count(60),
    /** Honour X-Forwarded-For from this many proxy hops when counting per-IP limits. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
    /** Bounded wait on catalog, records and engines before answering 503 unavailable. */
    UPSTREAM_TIMEOUT_MS: count(2000),
    BILLING_PORTAL_SECRET: optionalString,
    SHUTDOWN_TIMEOUT_MS: count(10000),
  })
  .superRefine((env, ctx) => {
    if (env.RECORDS_STORE === 'mongodb' && !env.MONGODB_URL) {
      ctx.addIssue({ code: 'custom', path: ['MONGODB_URL'], message: 'required when RECORDS_STORE=mongodb' });
    }
    if (env.SEARCH_ENGINE === 'elasticsearch' && !env.ELASTICSEARCH_URL && !env.CATALOG_URL) {
      ctx.addIssue({ code: 'custom', path: ['ELASTICSEARCH_URL'], message: 'required when SEARCH_ENGINE=elasticsearch' });
    }
    if (env.CLOCK_CONTROL && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['CLOCK_CONTROL'], message: 'refused when NODE_ENV=production' });
    }
  });

export type GatewayConfig = z.infer<typeof GatewayEnvSchema> & { publicBaseUrl: string };

/** Parses the environment once at boot; lists every bad variable at once on failure. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const parsed = GatewayEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, publicBaseUrl: (config.PUBLIC_BASE_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/$/, '') };
}
