import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const TSX = resolve(__dirname, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const LOGGER = join(__dirname, 'logger.ts');

interface Run {
  /**
   * Milliseconds from the child's "logged" mark (on stderr) to the first log line on stdout (below 0
   * when the two pipes are read in the other order); null if no line came.
   */
  lineAfterMs: number | null;
  lines: string[];
  exitCode: number | null;
}

/**
 * Runs `body` in a real node process with `logger` built by createLogger (stdout is a pipe, as under
 * a supervisor). The body writes "logged" to stderr, synchronously, right after its first log call.
 * `stallStdoutMs` leaves the pipe unread that long at first, as a busy or slow log collector would,
 * so the child's writes meet a full pipe.
 */
function runLogger(flushMs: number, body: string, stallStdoutMs = 0): Promise<Run> {
  const script = `
    const { writeSync } = require('node:fs');
    const { createLogger } = require(${JSON.stringify(LOGGER)});
    const logger = createLogger({ level: 'info', nodeEnv: 'production', name: 'logger-test', flushMs: ${flushMs} });
    const mark = () => writeSync(2, 'logged\\n');
    ${body}
  `;
  return new Promise((resolveRun, reject) => {
    const child = spawn(TSX, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let markedAt: number | null = null;
    let firstLineAt: number | null = null;
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      if (markedAt === null && stderr.includes('logged\n')) markedAt = Date.now();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      firstLineAt ??= Date.now();
    });
    if (stallStdoutMs > 0) {
      child.stdout.pause();
      setTimeout(() => child.stdout.resume(), stallStdoutMs);
    }
    child.on('error', reject);
    child.on('close', (exitCode) => {
      if (markedAt === null) reject(new Error(`the child never logged:\n${stderr}`));
      else
        resolveRun({
          lineAfterMs: firstLineAt === null ? null : firstLineAt - markedAt,
          lines: stdout.split('\n').filter(Boolean),
          exitCode,
        });
    });
  });
}

describe('createLogger on stdout', () => {
  it('holds lines in a buffer and writes them at the next flush, LOG_FLUSH_MS later, not at exit', async () => {
    // Logged at once, kept alive 4 s: the line must come after about 1 s, well before the exit.
    const run = await runLogger(1000, `logger.info('first'); mark(); setTimeout(() => {}, 4000);`);
    expect(run.lineAfterMs).not.toBeNull();
    expect(run.lineAfterMs!).toBeGreaterThanOrEqual(500);
    expect(run.lineAfterMs!).toBeLessThan(3000);
    expect(run.lines.map((line) => JSON.parse(line).msg)).toEqual(['first']);
  });

  it('writes each line at once with LOG_FLUSH_MS=0', async () => {
    const run = await runLogger(0, `logger.info('first'); mark(); setTimeout(() => {}, 4000);`);
    expect(run.lineAfterMs).not.toBeNull();
    expect(run.lineAfterMs!).toBeLessThan(1000);
    expect(run.lines.map((line) => JSON.parse(line).msg)).toEqual(['first']);
  });

  it('writes every buffered line when the process exits (the shutdown path calls process.exit) long before the next flush', async () => {
    const run = await runLogger(60000, `for (let i = 0; i < 3; i += 1) logger.info({ i }, 'line'); mark(); process.exit(0);`);
    expect(run.exitCode).toBe(0);
    expect(run.lines.map((line) => JSON.parse(line).i)).toEqual([0, 1, 2]);
  });

  it('writes every buffered line before an uncaught error ends the process', async () => {
    const run = await runLogger(60000, `logger.info('before the crash'); mark(); setImmediate(() => { throw new Error('boom'); });`);
    expect(run.exitCode).toBe(1);
    expect(run.lines.map((line) => JSON.parse(line).msg)).toEqual(['before the crash']);
  });

  it('gives the loggers of one process one buffer, so lines from several services come out whole and in order', async () => {
    const run = await runLogger(
      200,
      `const other = createLogger({ level: 'info', nodeEnv: 'production', name: 'other', flushMs: 200 });
       for (let i = 0; i < 2000; i += 1) (i % 2 ? other : logger).info({ i, pad: 'x'.repeat(300) }, 'line');
       mark(); setTimeout(() => process.exit(0), 50);`,
    );
    expect(run.lines.map((line) => JSON.parse(line).i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });

  it('loses no line when the process exits while stdout is full (a collector that reads late)', async () => {
    // 2,000 lines of ~380 bytes are far more than a pipe holds: the writes meet a full pipe, and the
    // exit comes before the reader does. Every line must still arrive, whole and in order.
    const run = await runLogger(
      200,
      `for (let i = 0; i < 2000; i += 1) logger.info({ i, pad: 'x'.repeat(300) }, 'line');
       mark(); setTimeout(() => process.exit(0), 50);`,
      500,
    );
    expect(run.exitCode).toBe(0);
    expect(run.lines.map((line) => JSON.parse(line).i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });
});
