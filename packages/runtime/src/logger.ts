import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured logs: JSON in production and tests, human-readable in development on a terminal. */
export function createLogger(options: { level: string; nodeEnv: string; name: string }): Logger {
  const pretty = options.nodeEnv === 'development' && process.stdout.isTTY;
  return pino({
    name: options.name,
    level: options.level,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } } : {}),
  });
}
