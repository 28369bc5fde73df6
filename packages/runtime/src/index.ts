export { createLogger } from './logger';
export type { Logger } from './logger';
export { listeningPort, serveHttp } from './serve';
export type { ServeOptions } from './serve';
