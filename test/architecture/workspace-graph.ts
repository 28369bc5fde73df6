import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

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

/** Every module a file names: imports (`import type` too), `export … from`, `import()` and `require()`, as TypeScript reads them. */
function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
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

/**
 * The levels workspaces stand on (docs/ARCHITECTURE.md → Boundaries): the packages at the bottom,
 * the catalog data above them, the services above it, the tests on top. A workspace may import its
 * own level or below; the order within a level is the cycle check's concern.
 */
const LEVELS: readonly { name: string; holds: (dir: string) => boolean }[] = [
  { name: 'a package', holds: (dir) => dir.startsWith('packages/') },
  { name: 'the catalog data', holds: (dir) => dir === 'search-index' },
  { name: 'a service', holds: (dir) => dir.startsWith('services/') },
  { name: 'the tests', holds: (dir) => dir === 'test' },
];

/** The level of a workspace directory (its index in LEVELS); a directory on none is an error, so a new workspace gets a level. */
export function levelOf(dir: string): number {
  const level = LEVELS.findIndex((candidate) => candidate.holds(dir));
  if (level < 0) throw new Error(`${dir} stands on no level of the boundary test (workspace-graph.ts → LEVELS)`);
  return level;
}

/** `file → @shokuji/x (…)` for every import of a workspace on a higher level than the importing one. */
export function upwardImports(workspaces: Workspace[]): string[] {
  const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));
  return workspaces.flatMap((workspace) => {
    const level = levelOf(workspace.dir);
    return [...workspace.imports].flatMap(([file, specifiers]) =>
      specifiers.flatMap((specifier) => {
        const target = byName.get(workspacePackageOf(specifier) ?? '');
        if (!target || levelOf(target.dir) <= level) return [];
        return [`${file} → ${specifier} (${LEVELS[level]!.name} imports ${LEVELS[levelOf(target.dir)]!.name} above it)`];
      }),
    );
  });
}

/** Source file → the source files it imports, all repo-relative. */
export type ModuleGraph = Map<string, string[]>;

/**
 * The import graph of every workspace's sources, type-only imports included, each specifier
 * resolved as the type-check resolves it (tsconfig.json's options, workspace packages through their
 * node_modules links back into the repo). Imports of installed packages and of data files are left out.
 */
export function moduleGraph(root: string, workspaces: Workspace[]): ModuleGraph {
  const configPath = join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const { options } = ts.convertCompilerOptionsFromJson((config as { compilerOptions: unknown }).compilerOptions, root, configPath);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const files = workspaces.flatMap((workspace) => [...workspace.imports]);
  // Every source file is a node first, so an import is an edge only when it lands on one.
  const graph: ModuleGraph = new Map(files.map(([file]) => [file, []]));
  for (const [file, specifiers] of files) {
    const edges = graph.get(file)!;
    for (const specifier of specifiers) {
      const resolved = ts.resolveModuleName(specifier, join(root, file), options, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (!resolved) continue;
      const target = relative(root, resolved).split(sep).join('/');
      if (graph.has(target) && target !== file && !edges.includes(target)) edges.push(target);
    }
  }
  return graph;
}

/**
 * Every import circle of two or more files, one line per strongly connected group (Tarjan): its
 * shortest circle through the group's alphabetically first file, and the group's other files when
 * there are more. Sorted, so the report is stable.
 */
export function importCycles(graph: ModuleGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);

  return groups
    .map((group) => {
      const circle = shortestCircle(graph, group[0]!, new Set(group));
      const others = group.filter((file) => !circle.includes(file));
      return circle.join(' → ') + (others.length ? ` (the same circle also holds ${others.join(', ')})` : '');
    })
    .sort();
}

/** The shortest path from `start` back to itself inside one strongly connected group (breadth first). */
function shortestCircle(graph: ModuleGraph, start: string, group: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const file = queue[at]!;
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const path = [start];
        for (let step: string | undefined = file; step !== undefined && step !== start; step = cameFrom.get(step)) path.splice(1, 0, step);
        return [...path, start];
      }
      if (group.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

export const REPO_ROOT = resolve(__dirname, '..', '..');
