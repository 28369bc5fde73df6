export { RPC_SECRET_HEADER, createRpcRouter } from './rpc.server';
export { createRpcClient, ServiceTimeoutError } from './rpc.client';
export type { RpcClientOptions } from './rpc.client';
export type { ServiceApiShape } from './rpc.types';
export { serveServiceProcess } from './service-process';
export type { ServiceProcessOptions } from './service-process';
export { namedAtStart } from './start-problems';
