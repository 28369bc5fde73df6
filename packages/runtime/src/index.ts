export { createExpressServer } from './express-server';
export { createLogger } from './logger';
export type { Logger } from './logger';
export { listeningPort, serveHttp } from './serve';
export type { ServeOptions } from './serve';
export {
  elasticsearchUrlRequired,
  envOptionalString,
  envPort,
  envPositiveInt,
  mongoUrlRequired,
  parseServiceEnv,
  recordsStoreEnv,
  searchEngineEnv,
  serviceEnvBase,
  serviceRpcSecretEnv,
  serviceRpcSecretOf,
  serviceRpcSecretRequired,
  upstreamTimeoutEnv,
} from './env';
export type { CrossVariableCheck } from './env';
