import { z } from 'zod';
import { envLogLevel, envNodeEnv, envOptionalString, envPort, envPositiveInt, mongoUrlRequired, parseServiceEnv } from '@shokuji/runtime';

/** Every variable the records service reads (.env.example). */
export const RecordsEnvSchema = z.object({
  NODE_ENV: envNodeEnv,
  RECORDS_PORT: envPort(8082),
  RECORDS_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  RECORDS_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
  MONGODB_URL: envOptionalString,
  /** The catalog service when it runs as its own process; otherwise the gateway hands it in. */
  CATALOG_URL: envOptionalString,
  UPSTREAM_TIMEOUT_MS: envPositiveInt(2000),
  PUBLIC_BASE_URL: envOptionalString,
  LOG_LEVEL: envLogLevel,
  SHUTDOWN_TIMEOUT_MS: envPositiveInt(10000),
});

export type RecordsConfig = z.infer<typeof RecordsEnvSchema>;

export function loadRecordsConfig(env: NodeJS.ProcessEnv): RecordsConfig {
  return parseServiceEnv('records', RecordsEnvSchema, env, [mongoUrlRequired]);
}
