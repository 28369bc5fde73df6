'use strict';
// Runs a service (gateway, catalog or records) from one bundle of its compiled TypeScript, built by
// esbuild when any file it was built from changed, and kept in node_modules/.cache/shokuji-services
// (docs/operations.md → Compiled services). Loading the TypeScript through tsx at every start cost
// 0.3-0.5 s of a restart (docs/benchmarks.md → Start-up, compiled services). Plain JavaScript: it
// is what runs before anything can compile TypeScript.
//
// The bundle holds this repository's own code; packages from node_modules stay outside it, each
// required by the absolute path the importing file would resolve (a workspace's own nested copy
// wins, as under tsx), so native modules and packages that read files beside themselves load as
// before. Each source file's __dirname, __filename and require.resolve('<literal>') are fixed to the
// source's own paths when it is bundled: data directories and the kept files' code keys (which
// digest module files) are the same as when the TypeScript runs directly. Stack traces name the
// TypeScript files and lines through the bundle's source map.
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join, relative, resolve, sep } = require('node:path');

const REPO_ROOT = resolve(__dirname, '..');
const FORMAT = 2;

/**
 * Where the bundle of `entry` (a path under `root`) is kept. `root` is part of the key: the bundle
 * names packages by absolute path, so a copy of node_modules (and its cache) in another checkout
 * must not run this one's code.
 */
function bundlePaths(root, entry, cacheDir) {
  const key = createHash('sha256').update(`${FORMAT}\0${root}\0${entry}`).digest('hex').slice(0, 16);
  const stem = relative(root, entry).split(sep).join('-').replace(/\.ts$/, '');
  return { stem, bundle: join(cacheDir, `${stem}-${key}.cjs`), manifest: join(cacheDir, `${stem}-${key}.json`) };
}

/** SHA-256 of the bundle's inputs, paths and bytes (`bytesOf` an input's; by default as the file is now). */
function inputsDigest(root, inputs, bytesOf = (input) => readFileSync(join(root, input))) {
  const hash = createHash('sha256').update(String(FORMAT));
  for (const input of inputs) hash.update(`\0${input}\0`).update(bytesOf(input));
  return hash.digest('hex');
}

/** Writes a file whole under a name of its own (name.<pid>-<time>), then renames it into place. */
function writeWhole(file, contents) {
  const partial = `${file}.${process.pid}-${Date.now()}`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

/** A file's size and modification time. */
const fileStamp = (file) => {
  const stat = statSync(file);
  return `${stat.size}:${stat.mtimeMs}`;
};

/**
 * Each input's size and modification time (`stampOf` an input's; by default as it is now): when all
 * are as they were at build, nothing needs hashing.
 */
const inputsStamp = (root, inputs, stampOf = (input) => fileStamp(join(root, input))) => inputs.map(stampOf).join(',');

/**
 * Reads the build's own files, keeping each one's stamp and bytes as read. The manifest is made from
 * these, not from the files as they are once the build is over: a file edited while esbuild worked
 * would otherwise be recorded as built, and its old code run until some other file changed.
 */
function sourceReader(root) {
  const read = new Map();
  return {
    read(file) {
      const stamp = fileStamp(file);
      const bytes = readFileSync(file);
      read.set(relative(root, file), { stamp, bytes });
      return bytes;
    },
    /** The stamp and bytes of an input as the build read it, or as it is now for one read by esbuild itself. */
    asRead(input) {
      let seen = read.get(input);
      if (!seen) {
        const file = join(root, input);
        seen = { stamp: fileStamp(file), bytes: readFileSync(file) };
      }
      return seen;
    },
  };
}

/**
 * True when the manifest names the inputs the bundle was built from and none of them changed since:
 * the same sizes and modification times (as git's index decides), or else the same bytes; then the
 * manifest takes the new times, so the next start need not hash again (where it can be written).
 */
function isFresh(root, paths) {
  try {
    const manifest = JSON.parse(readFileSync(paths.manifest, 'utf8'));
    if (manifest.root !== root || !existsSync(paths.bundle)) return false;
    const stamp = inputsStamp(root, manifest.inputs);
    if (manifest.stamp === stamp) return true;
    if (manifest.digest !== inputsDigest(root, manifest.inputs)) return false;
    try {
      writeWhole(paths.manifest, JSON.stringify({ ...manifest, stamp }));
    } catch {
      // a read-only install: every start hashes, which is still correct
    }
    return true;
  } catch {
    return false; // no manifest yet, or an input is gone: build again
  }
}

/**
 * The esbuild plugin that keeps node_modules outside the bundle and fixes each source file's own
 * paths. It reads the repository's own TypeScript and JSON through `reader` (sourceReader).
 */
function sourcePathsPlugin(root, reader) {
  const isOwnSource = (path) => path.startsWith(root + sep) && !path.split(sep).includes('node_modules');
  return {
    name: 'source-paths',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner' || args.kind === 'entry-point') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'inner' });
        if (resolved.errors.length > 0 || resolved.external || isOwnSource(resolved.path)) return undefined;
        return { path: resolved.path, external: true };
      });
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!isOwnSource(args.path)) return undefined;
        let source = reader.read(args.path).toString('utf8');
        const resolveDir = dirname(args.path);
        const literals = [...source.matchAll(/\brequire\.resolve\((['"])([^'"]+)\1\)/g)];
        for (const [call, , specifier] of literals) {
          const found = await build.resolve(specifier, { kind: 'require-resolve', resolveDir, pluginData: 'inner' });
          if (found.errors.length > 0) return { errors: found.errors };
          source = source.replace(call, JSON.stringify(found.path));
        }
        source = source.replace(/\b__dirname\b/g, JSON.stringify(resolveDir)).replace(/\b__filename\b/g, JSON.stringify(args.path));
        return { contents: source, loader: 'ts', resolveDir };
      });
      build.onLoad({ filter: /\.json$/ }, (args) =>
        isOwnSource(args.path) ? { contents: reader.read(args.path), loader: 'json' } : undefined,
      );
    },
  };
}

/** Builds the bundle and its source map, then the manifest; each is written whole and renamed into place. */
async function buildBundle(root, entry, paths) {
  const esbuild = require('esbuild');
  const reader = sourceReader(root);
  // esbuild's build runs in a child process that otherwise stays for the life of the service.
  const result = await esbuild
    .build({
      absWorkingDir: root,
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      target: `node${process.versions.node.split('.')[0]}`,
      format: 'cjs',
      outfile: paths.bundle,
      sourcemap: 'linked',
      sourcesContent: false,
      // No keepNames: it wraps every named function, closures made per request included, in a
      // call that redefines its name (~1 % of a search's CPU); nothing reads a function's name, and
      // stack traces are read through the source map (docs/benchmarks.md → Names left to esbuild).
      metafile: true,
      write: false,
      logLevel: 'error',
      plugins: [sourcePathsPlugin(root, reader)],
    })
    .finally(() => esbuild.stop());
  mkdirSync(dirname(paths.bundle), { recursive: true });
  for (const output of result.outputFiles) writeWhole(output.path, output.contents);
  // Beside the sources esbuild reports: what else decides the output (the tsconfig.json it reads,
  // esbuild's own version and this file's build options).
  const tsconfig = join(root, 'tsconfig.json');
  const deciders = [require.resolve('esbuild/package.json'), __filename, ...(existsSync(tsconfig) ? [tsconfig] : [])];
  const inputs = [...Object.keys(result.metafile.inputs), ...deciders.map((file) => relative(root, file))];
  const manifest = {
    root,
    inputs,
    stamp: inputsStamp(root, inputs, (input) => reader.asRead(input).stamp),
    digest: inputsDigest(root, inputs, (input) => reader.asRead(input).bytes),
  };
  writeWhole(paths.manifest, JSON.stringify(manifest));
  // Bundles of the same entry under another key (an older launcher, another checkout's root) are
  // left over: one per entry is kept, and a start that needs another builds it again. Files another
  // process is still writing (name.<pid>-<time>) are left alone.
  const current = [paths.bundle, `${paths.bundle}.map`, paths.manifest].map((file) => file.slice(dirname(file).length + 1));
  for (const name of readdirSync(dirname(paths.bundle))) {
    if (name.startsWith(`${paths.stem}-`) && !current.includes(name) && !/\.\d+-\d+$/.test(name)) {
      rmSync(join(dirname(paths.bundle), name), { force: true });
    }
  }
}

/**
 * The path of an up-to-date bundle of `entry`, built first when missing or stale. A cache directory
 * that cannot be written (a read-only install whose image did not build the bundles) falls back to
 * one under the system's temporary directory.
 */
async function freshBundle(entry, { root = REPO_ROOT, cacheDir = join(root, 'node_modules', '.cache', 'shokuji-services') } = {}) {
  const paths = bundlePaths(root, entry, cacheDir);
  if (isFresh(root, paths)) return paths.bundle;
  try {
    await buildBundle(root, entry, paths);
    return paths.bundle;
  } catch (error) {
    if (!['EACCES', 'EPERM', 'EROFS'].includes(error.code)) throw error;
    const fallback = bundlePaths(root, entry, join(tmpdir(), 'shokuji-services'));
    if (!isFresh(root, fallback)) await buildBundle(root, entry, fallback);
    return fallback.bundle;
  }
}

const serviceEntry = (service) => join(REPO_ROOT, 'services', service, 'src', 'main.ts');

/** Runs a bundle in this process, its stack traces mapped back to the TypeScript sources. */
function runBundle(bundle) {
  process.setSourceMapsEnabled(true);
  require(bundle);
}

module.exports = { freshBundle, runBundle, serviceEntry };

// `node services/launch.js <service>` runs it; `node services/launch.js --build <service>…` only
// brings the bundles up to date (the image does it at build time, as it cannot write node_modules later).
if (require.main === module) {
  const args = process.argv.slice(2);
  const buildOnly = args[0] === '--build';
  const services = buildOnly ? args.slice(1) : args.slice(0, 1);
  void (async () => {
    const bundles = [];
    for (const service of services) bundles.push(await freshBundle(serviceEntry(service)));
    if (!buildOnly) runBundle(bundles[0]);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
