import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export interface LoggerOptions {
  level: string;
  nodeEnv: string;
  name: string;
  /**
   * LOG_FLUSH_MS: lines wait in a buffer and are written together every this many milliseconds (or
   * once 4 KB are waiting); 0 writes each line at once. One write(2) per line cost a measurable share
   * of a request's CPU (docs/benchmarks.md).
   */
  flushMs: number;
}

/** Bytes a buffer holds before it is written without waiting for the next flush. */
const BUFFER_BYTES = 4096;

/**
 * One buffered stdout per process and pacing: in the one-process start the gateway, catalog and
 * records loggers share it, so their lines reach stdout whole and in order instead of from three
 * buffers whose writes could interleave.
 */
const bufferedStdouts = new Map<number, DestinationStream>();

function bufferedStdout(flushMs: number): DestinationStream {
  let destination = bufferedStdouts.get(flushMs);
  if (!destination) {
    // sync:true still buffers (minLength) but writes each 4 KB batch with write(2) on the spot, as
    // node writes stdout pipes on Linux. Asynchronous writes lost the batch in flight when the process
    // exited while the pipe was full: the exit flush cannot reach a write the thread pool holds.
    const stream = pino.destination({ dest: 1, sync: true, minLength: BUFFER_BYTES, periodicFlush: flushMs });
    // 'exit' also follows process.exit() on shutdown or a fatal error and an uncaught exception;
    // periodicFlush's timer is unref'd, so nothing else is left to write the buffer.
    process.once('exit', () => stream.flushSync());
    destination = stream;
    bufferedStdouts.set(flushMs, destination);
  }
  return destination;
}

/** Structured logs: JSON in production and tests, human-readable in development on a terminal. */
export function createLogger(options: LoggerOptions): Logger {
  const pretty = options.nodeEnv === 'development' && process.stdout.isTTY;
  if (pretty) {
    return pino({
      name: options.name,
      level: options.level,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } },
    });
  }
  const base = { name: options.name, level: options.level };
  return options.flushMs === 0 ? pino(base) : pino(base, bufferedStdout(options.flushMs));
}
