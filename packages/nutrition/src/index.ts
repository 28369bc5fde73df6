export * from './energy';
export * from './goal-targets';
export * from './metabolism-estimate';
export * from './goal-derivation';
export * from './macros';
