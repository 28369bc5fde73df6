import { z } from 'zod';
import {
  envOptionalString,
  envPort,
  mongoUrlRequired,
  parseServiceEnv,
  recordsStoreEnv,
  serviceEnvBase,
  serviceUrlValid,
  upstreamTimeoutEnv,
} from '@shokuji/runtime';

/** Every variable the records service reads (.env.example). */
export const RecordsEnvSchema = z.object({
  ...serviceEnvBase,
  ...recordsStoreEnv,
  ...upstreamTimeoutEnv,
  RECORDS_PORT: envPort(8082),
  RECORDS_HOST: z.string().min(1).default('127.0.0.1'),
  /** The catalog service when it runs as its own process; otherwise the gateway hands it in. */
  CATALOG_URL: envOptionalString,
});

export type RecordsConfig = z.infer<typeof RecordsEnvSchema>;

export function loadRecordsConfig(env: NodeJS.ProcessEnv): RecordsConfig {
  return parseServiceEnv('records', RecordsEnvSchema, env, [mongoUrlRequired, serviceUrlValid('CATALOG_URL')]);
}
