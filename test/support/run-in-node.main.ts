import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { fromJson, toJson } from './run-in-node';

/**
 * `node --import tsx test/support/run-in-node.main.ts <module> <export> <arguments file> <result file>`: the process
 * runInNode starts. Calls the module's export with the arguments (a JSON array), awaits it, writes the result as JSON,
 * and exits, so a timer or handle the code left open does not keep the test waiting.
 */
async function main(): Promise<void> {
  const [modulePath, exportName, input, output] = process.argv.slice(2);
  if (!modulePath || !exportName || !input || !output)
    throw new Error('usage: run-in-node.main.ts <module> <export> <arguments file> <result file>');
  const loaded = (await import(pathToFileURL(modulePath).href)) as Record<string, unknown>;
  const fn = loaded[exportName] ?? (loaded.default as Record<string, unknown> | undefined)?.[exportName];
  if (typeof fn !== 'function') throw new Error(`${modulePath} exports no function ${exportName}`);
  const result: unknown = await (fn as (...args: unknown[]) => unknown)(...(fromJson(readFileSync(input, 'utf8')) as unknown[]));
  writeFileSync(output, toJson(result));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
