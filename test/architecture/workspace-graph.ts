import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/**
 * The workspaces of the monorepo as the boundary test sees them: each one's package name, the
 * @shokuji packages its package.json declares, and the @shokuji packages its TypeScript files import.
 * The checks below are pure functions of this shape, so they are tested on small made-up graphs too.
 */
export interface Workspace {
  /** Package name, e.g. `@shokuji/catalog`. */
  name: string;
  /** Directory relative to the repo root, e.g. `services/catalog`. */
  dir: string;
  /** Workspace packages listed in dependencies or devDependencies. */
  declared: string[];
  /** Source file (relative to the repo root) → its import specifiers. */
  imports: Map<string, string[]>;
}

const SCOPE = '@shokuji/';
/** Not sources of the workspace: installed packages, the engine downloads, the Go helper. */
const SKIPPED_DIRS = new Set(['node_modules', '.cache', 'ferretdb', 'data']);

function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** `@shokuji/catalog/src/x` → `@shokuji/catalog`; anything outside the scope → null. */
export function workspacePackageOf(specifier: string): string | null {
  if (!specifier.startsWith(SCOPE)) return null;
  return specifier.split('/').slice(0, 2).join('/');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (SKIPPED_DIRS.has(name)) return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Reads the workspaces the root package.json lists (`dir/*` globs or plain directories). */
export function readWorkspaces(root: string): Workspace[] {
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs = rootPackage.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent))
      .map((name) => `${parent}/${name}`)
      .filter((dir) => existsSync(join(root, dir, 'package.json')));
  });
  return dirs.map((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => name.startsWith(SCOPE));
    // A package's sources are its src/; the test workspace is all sources.
    const srcDir = existsSync(join(root, dir, 'src')) ? join(root, dir, 'src') : join(root, dir);
    const imports = new Map(
      sourceFiles(srcDir).map((file) => [relative(root, file).split(sep).join('/'), importsOf(readFileSync(file, 'utf8'))] as const),
    );
    return { name: manifest.name, dir, declared, imports };
  });
}

/** The workspace that holds a repo-relative path (the longest matching directory), or null. */
export function workspaceOfPath(workspaces: Workspace[], path: string): Workspace | null {
  const normalized = path.split(sep).join('/');
  return (
    workspaces
      .filter((workspace) => normalized === workspace.dir || normalized.startsWith(`${workspace.dir}/`))
      .sort((a, b) => b.dir.length - a.dir.length)[0] ?? null
  );
}

/** The workspace packages each workspace imports (itself excluded). */
function importedPackages(workspace: Workspace): Set<string> {
  const used = new Set<string>();
  for (const specifiers of workspace.imports.values()) {
    for (const specifier of specifiers) {
      const name = workspacePackageOf(specifier);
      if (name && name !== workspace.name) used.add(name);
    }
  }
  return used;
}

/** `file → @shokuji/x` for every import of a workspace package the importing workspace does not declare. */
export function undeclaredImports(workspaces: Workspace[]): string[] {
  return workspaces.flatMap((workspace) =>
    [...workspace.imports].flatMap(([file, specifiers]) =>
      specifiers
        .map(workspacePackageOf)
        .filter((name): name is string => name !== null && name !== workspace.name && !workspace.declared.includes(name))
        .map((name) => `${file} → ${name} (not in ${workspace.dir}/package.json)`),
    ),
  );
}

/** `workspace: @shokuji/x` for every declared workspace dependency no file of the workspace imports. */
export function unusedDeclarations(workspaces: Workspace[]): string[] {
  return workspaces.flatMap((workspace) => {
    const used = importedPackages(workspace);
    return workspace.declared
      .filter((name) => !used.has(name))
      .map((name) => `${workspace.dir}/package.json: ${name} declared, never imported`);
  });
}

/**
 * Every cycle among workspaces, following both declared dependencies and imports, each written
 * `a → b → a` from its alphabetically first member (so each cycle is reported once).
 */
export function dependencyCycles(workspaces: Workspace[]): string[] {
  const known = new Set(workspaces.map((workspace) => workspace.name));
  const edges = new Map(
    workspaces.map((workspace) => [
      workspace.name,
      [...new Set([...workspace.declared, ...importedPackages(workspace)])].filter((name) => known.has(name)).sort(),
    ]),
  );
  const cycles = new Set<string>();
  const walk = (start: string, at: string, path: string[]): void => {
    for (const next of edges.get(at) ?? []) {
      if (next === start) cycles.add([...path, start].join(' → '));
      // Only members after the start: a cycle is found from its first member alone.
      else if (next > start && !path.includes(next)) walk(start, next, [...path, next]);
    }
  };
  for (const name of [...known].sort()) walk(name, name, [name]);
  return [...cycles];
}

export const REPO_ROOT = resolve(__dirname, '..', '..');
