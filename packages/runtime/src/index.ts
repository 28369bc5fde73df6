export { createExpressServer } from './express-server';
export { createLogger } from './logger';
export type { Logger } from './logger';
export { listenHttp, listeningPort, serveHttp } from './serve';
export type { ServeOptions } from './serve';
export { hostProblem, invalidConfiguration, listenFailure } from './startup-checks';
export type { ListenVariables } from './startup-checks';
export {
  elasticsearchNodesOf,
  elasticsearchUrlRequired,
  envInt,
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
  serviceUrlValid,
  upstreamTimeoutEnv,
} from './env';
export type { CrossVariableCheck } from './env';
export { metrics, metricsText, reportMetabolismQueueDepth, reportReadiness, statusClassOf } from './metrics';
export { TIMED_OUT, withTimeout } from './with-timeout';
