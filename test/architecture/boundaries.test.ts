import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * STYLE.md → boundaries hold by test: packages never import services; services never import each
 * other's internals. The gateway may import another service's public entry point, and only from
 * its clients/ module (the in-process wiring).
 */
const ROOT = resolve(__dirname, '..', '..');
const SERVICES = ['gateway', 'catalog', 'records'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

function ownerOf(path: string): string {
  const [top, name] = relative(ROOT, path).split(sep);
  return `${top}/${name}`;
}

const files = ['packages', 'services'].flatMap((top) =>
  readdirSync(join(ROOT, top)).flatMap((name) => {
    const src = join(ROOT, top, name, 'src');
    return statSync(join(ROOT, top, name)).isDirectory() ? sourceFilesIfExists(src) : [];
  }),
);

function sourceFilesIfExists(dir: string): string[] {
  try {
    return sourceFiles(dir);
  } catch {
    return [];
  }
}

describe('module boundaries', () => {
  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('packages never import services', () => {
    const violations = files
      .filter((file) => ownerOf(file).startsWith('packages/'))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => SERVICES.some((s) => spec.startsWith(`@shokuji/${s}`)))
          .map((spec) => `${relative(ROOT, file)} → ${spec}`),
      );
    expect(violations).toEqual([]);
  });

  it('relative imports never leave their own workspace', () => {
    const violations = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => ownerOf(resolve(dirname(file), spec)) !== ownerOf(file))
        .map((spec) => `${relative(ROOT, file)} → ${spec}`),
    );
    expect(violations).toEqual([]);
  });

  it('services reach other services only through their public entry point, from the gateway wiring', () => {
    const violations = files
      .filter((file) => ownerOf(file).startsWith('services/'))
      .flatMap((file) => {
        const own = ownerOf(file).split('/')[1];
        return importsOf(file)
          .filter((spec) => SERVICES.some((s) => s !== own && (spec === `@shokuji/${s}` || spec.startsWith(`@shokuji/${s}/`))))
          .filter((spec) => !(own === 'gateway' && relative(ROOT, file).includes(`${sep}clients${sep}`) && !spec.includes('/src')))
          .map((spec) => `${relative(ROOT, file)} → ${spec}`);
      });
    expect(violations).toEqual([]);
  });
});
