import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../support/service-process';

/**
 * services/launch.js, which every start of a service goes through (npm start, the image, these
 * tests, the benchmarks): it runs a bundle of the service's TypeScript, rebuilt when a file it was
 * built from changed. Each case builds a small project of its own in a temporary directory.
 */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'shokuji-launch-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const LAUNCHER = join(REPO_ROOT, 'services', 'launch.js');

/** Runs a bundle as the launcher does, in a fresh node; its stdout, or its stderr when it throws. */
function run(bundle: string): { stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, ['-e', `require(${JSON.stringify(LAUNCHER)}).runBundle(${JSON.stringify(bundle)})`], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { stdout, stderr: '' };
  } catch (error) {
    return { stdout: '', stderr: String((error as { stderr: string }).stderr) };
  }
}

/** The launcher's freshBundle for the project's src/main.ts (in a fresh node, as a start calls it): the bundle's path. */
function build(root: string): string {
  const call = `require(${JSON.stringify(LAUNCHER)}).freshBundle(${JSON.stringify(join(root, 'src', 'main.ts'))}, ${JSON.stringify({ root, cacheDir: join(root, 'cache') })})`;
  return execFileSync(process.execPath, ['-e', `${call}.then((bundle) => process.stdout.write(bundle))`], { encoding: 'utf8' });
}

describe('services/launch.js', () => {
  it('rebuilds a bundle whose source changed, and reuses one whose sources did not', () => {
    const root = project({
      'src/main.ts': "import { greeting } from './greeting';\nconsole.log(greeting);\n",
      'src/greeting.ts': "export const greeting: string = 'first';\n",
    });
    const bundle = build(root);
    expect(run(bundle).stdout).toBe('first\n');
    const builtAt = statSync(bundle).mtimeMs;
    expect(build(root)).toBe(bundle);
    expect(statSync(bundle).mtimeMs).toBe(builtAt);
    // A file touched but not changed (a checkout, a copy) is compared by its bytes: no rebuild.
    utimesSync(join(root, 'src', 'greeting.ts'), new Date(), new Date(Date.now() + 60000));
    expect(build(root)).toBe(bundle);
    expect(statSync(bundle).mtimeMs).toBe(builtAt);

    writeFileSync(join(root, 'src', 'greeting.ts'), "export const greeting: string = 'second';\n");
    expect(build(root)).toBe(bundle);
    expect(run(bundle).stdout).toBe('second\n');
  });

  it('builds again at the next start a source edited while its bundle was being built', () => {
    const root = project({
      'src/main.ts': "import { greeting } from './greeting';\nconsole.log(greeting);\n",
      'src/greeting.ts': "export const greeting: string = 'first';\n",
    });
    // The edit lands just after the build has read the file (another process saving it meanwhile):
    // the bundle holds the old code, so the manifest must not record the new file as built.
    const greeting = join(root, 'src', 'greeting.ts');
    const editWhileBuilding = `const fs = require('node:fs');
      const readFileSync = fs.readFileSync;
      let edited = false;
      fs.readFileSync = function (path, ...rest) {
        const bytes = readFileSync.call(this, path, ...rest);
        if (!edited && String(path) === ${JSON.stringify(greeting)}) {
          edited = true;
          fs.writeFileSync(path, "export const greeting: string = 'second';\\n");
        }
        return bytes;
      };`;
    const call = `require(${JSON.stringify(LAUNCHER)}).freshBundle(${JSON.stringify(join(root, 'src', 'main.ts'))}, ${JSON.stringify({ root, cacheDir: join(root, 'cache') })})`;
    const bundle = execFileSync(process.execPath, ['-e', `${editWhileBuilding}\n${call}.then((built) => process.stdout.write(built))`], {
      encoding: 'utf8',
    });
    expect(run(bundle).stdout).toBe('first\n');
    expect(run(build(root)).stdout).toBe('second\n');
  });

  it('rebuilds a bundle when the tsconfig.json esbuild reads changed, though no source did', () => {
    const root = project({
      'tsconfig.json': '{}',
      'src/main.ts': 'class Box {\n  content?: string;\n}\nconsole.log(Object.keys(new Box()).length);\n',
    });
    const bundle = build(root);
    expect(run(bundle).stdout).toBe('1\n');
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": { "useDefineForClassFields": false } }');
    expect(run(build(root)).stdout).toBe('0\n');
  });

  it("keeps each source file's own __dirname, __filename and require.resolve", () => {
    const root = project({
      'src/main.ts': "import { paths } from './deep/paths';\nconsole.log(JSON.stringify(paths));\n",
      'src/deep/paths.ts':
        "export const paths = { dir: __dirname, file: __filename, sibling: require.resolve('./sibling'), data: require.resolve('dep/data.txt') };\n",
      'src/deep/sibling.ts': 'export {};\n',
      'node_modules/dep/package.json': '{"name":"dep","version":"1.0.0"}',
      'node_modules/dep/data.txt': 'data\n',
    });
    const paths = JSON.parse(run(build(root)).stdout) as Record<string, string>;
    expect(paths).toEqual({
      dir: join(root, 'src', 'deep'),
      file: join(root, 'src', 'deep', 'paths.ts'),
      sibling: join(root, 'src', 'deep', 'sibling.ts'),
      data: join(root, 'node_modules', 'dep', 'data.txt'),
    });
  });

  it('leaves packages outside the bundle, each resolved from the file that imports it', () => {
    const root = project({
      'src/main.ts': "import top from 'dep';\nimport { nested } from '../lib/src/nested';\nconsole.log(top, nested);\n",
      'lib/src/nested.ts': "import dep from 'dep';\nexport const nested: string = dep;\n",
      'node_modules/dep/index.js': "module.exports = 'root copy';\n",
      'lib/node_modules/dep/index.js': "module.exports = 'nested copy';\n",
    });
    expect(run(build(root)).stdout).toBe('root copy nested copy\n');
  });

  it('names the TypeScript file and line in a stack trace', () => {
    const root = project({
      'src/main.ts': "import { fail } from './fail';\nfail();\n",
      'src/fail.ts': "type Unused = string;\n\nexport function fail(): never {\n  throw new Error('from the source');\n}\n",
    });
    const { stderr } = run(build(root));
    expect(stderr).toContain('from the source');
    expect(stderr).toContain(`${join(root, 'src', 'fail.ts')}:4`);
  });
  it('leaves no esbuild process running beside the service once its bundle is built', () => {
    const root = project({ 'src/main.ts': "console.log('built');\n" });
    // The node that built the bundle (a starting service) lists its child processes from /proc; one
    // that has exited and waits to be reaped (state Z), or is already gone, is not running. esbuild's
    // stop() signals its child and returns at once, so the child is given up to 5 s to exit: one that
    // stays for the life of the service (no stop) is still listed then.
    const call = `require(${JSON.stringify(LAUNCHER)}).freshBundle(${JSON.stringify(join(root, 'src', 'main.ts'))}, ${JSON.stringify({ root, cacheDir: join(root, 'cache') })})`;
    const children = `const { readdirSync, readFileSync } = require('node:fs');
      const read = (path) => { try { return readFileSync(path, 'utf8'); } catch { return ''; } };
      const running = () => readdirSync('/proc/self/task')
        .flatMap((task) => read('/proc/self/task/' + task + '/children').split(' ').filter(Boolean))
        .filter((pid) => (read('/proc/' + pid + '/stat').split(') ')[1] ?? 'Z')[0] !== 'Z')
        .map((pid) => read('/proc/' + pid + '/cmdline'));
      const until = Date.now() + 5000;
      const report = () => {
        const left = running();
        if (left.length > 0 && Date.now() < until) return setTimeout(report, 50);
        process.stdout.write(JSON.stringify(left));
      };
      report();`;
    expect(JSON.parse(execFileSync(process.execPath, ['-e', `${call}.then(() => { ${children} })`], { encoding: 'utf8' }))).toEqual([]);
  });
});
