import { dirname, resolve, relative, sep } from 'node:path';
import {
  REPO_ROOT,
  dependencyCycles,
  importCycles,
  levelOf,
  moduleGraph,
  readWorkspaces,
  undeclaredImports,
  unusedDeclarations,
  upwardImports,
  workspaceOfPath,
  workspacePackageOf,
  type ModuleGraph,
  type Workspace,
} from './workspace-graph';

/**
 * Boundaries hold by test (docs/ARCHITECTURE.md → Boundaries): packages never import services;
 * services never import each other's internals (the gateway may import another service's public
 * entry point, and only from its clients/ module, the in-process wiring); workspaces depend on each
 * other one way, and only on what their package.json declares; no workspace imports one on a level
 * above its own (packages, then the catalog data, then the services, then the tests); no two source
 * files import each other, even through others or by `import type`. Every workspace is scanned:
 * packages, services, search-index and test.
 */
const SERVICES = ['gateway', 'catalog', 'records'];
const workspaces = readWorkspaces(REPO_ROOT);
const filesOf = (predicate: (workspace: Workspace) => boolean) =>
  workspaces
    .filter(predicate)
    .flatMap((workspace) => [...workspace.imports].map(([file, specifiers]) => ({ workspace, file, specifiers })));
const allFiles = filesOf(() => true);
const isService = (workspace: Workspace) => workspace.dir.startsWith('services/');

describe('module boundaries', () => {
  it('finds the workspaces and source files it checks', () => {
    expect(workspaces.map((workspace) => workspace.dir)).toEqual(expect.arrayContaining(['search-index', 'test', 'services/catalog']));
    expect(filesOf((workspace) => workspace.dir === 'test').length).toBeGreaterThan(20);
    expect(filesOf((workspace) => workspace.dir === 'search-index').length).toBeGreaterThan(10);
    expect(allFiles.length).toBeGreaterThan(200);
  });

  it('packages and the catalog data never import services', () => {
    const violations = filesOf((workspace) => !isService(workspace) && workspace.dir !== 'test').flatMap(({ file, specifiers }) =>
      specifiers.filter((spec) => SERVICES.some((s) => workspacePackageOf(spec) === `@shokuji/${s}`)).map((spec) => `${file} → ${spec}`),
    );
    expect(violations).toEqual([]);
  });

  it('relative imports never leave their own workspace', () => {
    const violations = allFiles.flatMap(({ workspace, file, specifiers }) =>
      specifiers
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => {
          const target = relative(REPO_ROOT, resolve(REPO_ROOT, dirname(file), spec))
            .split(sep)
            .join('/');
          return workspaceOfPath(workspaces, target) !== workspace;
        })
        .map((spec) => `${file} → ${spec}`),
    );
    expect(violations).toEqual([]);
  });

  it('services reach other services only through their public entry point, from the gateway wiring', () => {
    const violations = filesOf(isService).flatMap(({ workspace, file, specifiers }) =>
      specifiers
        .filter((spec) => {
          const target = workspacePackageOf(spec);
          return target !== null && target !== workspace.name && SERVICES.some((s) => target === `@shokuji/${s}`);
        })
        .filter((spec) => !(workspace.dir === 'services/gateway' && file.includes('/clients/') && !spec.includes('/src')))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(violations).toEqual([]);
  });

  it('workspaces depend on each other one way: no cycle', () => {
    expect(dependencyCycles(workspaces)).toEqual([]);
  });

  it('a workspace imports only the workspace packages its package.json declares', () => {
    expect(undeclaredImports(workspaces)).toEqual([]);
  });

  it('a workspace declares only the workspace packages it imports', () => {
    expect(unusedDeclarations(workspaces)).toEqual([]);
  });

  it('no workspace imports one on a level above its own (packages < catalog data < services < tests)', () => {
    expect(upwardImports(workspaces)).toEqual([]);
  });

  describe('source files', () => {
    const graph = moduleGraph(REPO_ROOT, workspaces);

    it('are resolved as the type-check resolves them, type-only imports and workspace packages included', () => {
      expect(graph.size).toBe(allFiles.length);
      // import type { Caller, GatewayCall } from './caller'
      expect(graph.get('services/gateway/src/http/request-context.ts')).toContain('services/gateway/src/http/caller.ts');
      expect(graph.get('services/gateway/src/app.ts')).toContain('packages/contracts/src/index.ts');
    });

    it('import each other in no circle, of two files or more', () => {
      expect(importCycles(graph)).toEqual([]);
    });
  });
});

/** The checks above on made-up graphs: each one finds what it is there to find. */
describe('workspace graph checks', () => {
  const workspace = (name: string, declared: string[], imports: Record<string, string[]> = {}): Workspace => ({
    name: `@shokuji/${name}`,
    dir: `packages/${name}`,
    declared: declared.map((dep) => `@shokuji/${dep}`),
    imports: new Map(Object.entries(imports)),
  });

  it('reports a cycle through declarations or imports, once, and none in a one-way graph', () => {
    const declaredCycle = [workspace('a', ['b']), workspace('b', ['c']), workspace('c', ['a'])];
    expect(dependencyCycles(declaredCycle)).toEqual(['@shokuji/a → @shokuji/b → @shokuji/c → @shokuji/a']);
    const importCycle = [workspace('a', ['b']), workspace('b', [], { 'packages/b/src/x.ts': ['@shokuji/a/src/y'] })];
    expect(dependencyCycles(importCycle)).toEqual(['@shokuji/a → @shokuji/b → @shokuji/a']);
    const oneWay = [workspace('a', ['b', 'c']), workspace('b', ['c']), workspace('c', [])];
    expect(dependencyCycles(oneWay)).toEqual([]);
  });

  it('reports an import of a workspace package that is not declared, deep imports included', () => {
    const graph = [
      workspace('a', ['b'], { 'packages/a/src/x.ts': ['@shokuji/b', '@shokuji/c/src/z', '@shokuji/a', 'express', './y'] }),
      workspace('b', []),
      workspace('c', []),
    ];
    expect(undeclaredImports(graph)).toEqual(['packages/a/src/x.ts → @shokuji/c (not in packages/a/package.json)']);
  });

  it('reports a declared workspace package that no file imports', () => {
    const graph = [workspace('a', ['b', 'c'], { 'packages/a/src/x.ts': ['@shokuji/b/src/deep'] }), workspace('b', []), workspace('c', [])];
    expect(unusedDeclarations(graph)).toEqual(['packages/a/package.json: @shokuji/c declared, never imported']);
  });

  it('reports an import of a workspace on a higher level, and none of the same level or below', () => {
    const graph = [
      workspace('a', ['data', 'b'], { 'packages/a/src/x.ts': ['@shokuji/data/src/rows', '@shokuji/b', './y'] }),
      workspace('b', []),
      { ...workspace('data', ['a'], { 'search-index/src/z.ts': ['@shokuji/a'] }), dir: 'search-index' },
      { ...workspace('catalog', ['data'], { 'services/catalog/src/w.ts': ['@shokuji/data', '@shokuji/a'] }), dir: 'services/catalog' },
    ];
    expect(upwardImports(graph)).toEqual(['packages/a/src/x.ts → @shokuji/data/src/rows (a package imports the catalog data above it)']);
    expect(levelOf('services/records')).toBeGreaterThan(levelOf('search-index'));
    expect(() => levelOf('tools/new')).toThrow(/no level/);
  });

  it('reports each import circle once by its files, two-file and longer, and none in a one-way graph', () => {
    const graph: ModuleGraph = new Map([
      ['a.ts', ['b.ts', 'c.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', ['c.ts', 'f.ts']],
      ['f.ts', ['d.ts']],
      ['g.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual(['a.ts → b.ts → a.ts', 'c.ts → d.ts → e.ts → c.ts (the same circle also holds f.ts)']);
    const oneWay: ModuleGraph = new Map([
      ['a.ts', ['b.ts', 'c.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', []],
    ]);
    expect(importCycles(oneWay)).toEqual([]);
  });

  it('places a path in the innermost workspace that holds it', () => {
    const graph = [
      { ...workspace('outer', []), dir: 'test' },
      { ...workspace('inner', []), dir: 'test/inner' },
    ];
    expect(workspaceOfPath(graph, 'test/inner/x.ts')?.name).toBe('@shokuji/inner');
    expect(workspaceOfPath(graph, 'test/x.ts')?.name).toBe('@shokuji/outer');
    expect(workspaceOfPath(graph, 'testing/x.ts')).toBeNull();
  });
});
