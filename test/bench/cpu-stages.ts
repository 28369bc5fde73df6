import { readFileSync, readdirSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Folds a V8 .cpuprofile (node --cpu-prof) into the stages of a request's path, so the cost of one
 * request can be read per stage (docs/benchmarks.md → The cost of one request). Each sample goes to
 * one stage: the innermost frame of its stack that a rule claims, so a stage holds the self time of
 * its own code plus the natives and node internals it calls that no other rule claims (a SQLite
 * statement's native step goes to whoever ran it). Samples inside node's own HTTP, socket and
 * stream code, claimed by nothing, are "node: HTTP, sockets, streams".
 *
 * CLI: `npx tsx test/bench/cpu-stages.ts <file.cpuprofile> [fromUs toUs [requests]]` — the window
 * is on the profile's clock (process.hrtime in µs on Linux), as the benches record it.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export const STAGES = [
  'router (express, router)',
  'global middleware (405, counter purge)',
  'request id, access log, metrics',
  'per-IP counter',
  'token check and entitlement',
  'quota',
  'counter writes (quota, per-IP)',
  'write commits (BEGIN, savepoints, COMMIT)',
  'validation in (zod, input)',
  'validation out (response schema)',
  'pipeline steps and Idempotency-Key',
  'engine or store',
  'handler and presenter',
  'JSON (parse, stringify, body parser)',
  'headers (security, content type, set)',
  'node: HTTP, sockets, streams',
  'garbage collection',
  'other',
] as const;
export type Stage = (typeof STAGES)[number];

type Rule = [Stage, (frame: CallFrame, file: string) => boolean];

const inFile =
  (...parts: string[]) =>
  (_: CallFrame, file: string) =>
    parts.some((part) => file.includes(part));
const named =
  (names: string[], ...parts: string[]) =>
  (frame: CallFrame, file: string) =>
    names.includes(frame.functionName) && (parts.length === 0 || parts.some((part) => file.includes(part)));

/** First rule that claims a frame wins; frames no rule claims pass the sample on to their caller. */
const RULES: Rule[] = [
  ['garbage collection', named(['(garbage collector)'])],
  ['validation out (response schema)', named(['checkResponse'])],
  ['JSON (parse, stringify, body parser)', (f, file) => file === '' && ['stringify', 'parse'].includes(f.functionName)],
  ['JSON (parse, stringify, body parser)', named(['jsonOf', 'parseMeal', 'parseFood'])],
  ['JSON (parse, stringify, body parser)', inFile('/body-parser/', '/raw-body/', '/iconv-lite/', '/type-is/', '/media-typer/')],
  ['headers (security, content type, set)', named(['quotaHeaders', 'rateLimitHeaders', 'reportQuota', 'setHeaders'])],
  ['headers (security, content type, set)', inFile('gateway/src/http/security-headers.ts', '/mime-types/', '/mime-db/', '/content-type/')],
  [
    'headers (security, content type, set)',
    named(['set', 'header', 'type', 'contentType', 'status', 'append', 'vary'], 'express/lib/response.js'),
  ],
  [
    'headers (security, content type, set)',
    named(['setHeader', 'getHeader', 'removeHeader', 'hasHeader', 'validateHeaderName', 'validateHeaderValue'], 'node:_http_outgoing'),
  ],
  // The SQLite steps of a token check, and of the counters (one statement serves the quota and the per-IP limit).
  [
    'token check and entitlement',
    named(['findByHash', 'findWithAccount', 'knownRow', 'toToken', 'toAccount', 'get'], 'gateway/src/store/sqlite/'),
  ],
  // The counters' methods and the write they hand the group commit (an anonymous function).
  ['counter writes (quota, per-IP)', named(['consume', 'peek', 'purgeExpired', ''], 'gateway/src/store/sqlite/platform.sqlite.ts')],
  // Counter and record writes of one event-loop turn commit together; the writes themselves are claimed above.
  ['write commits (BEGIN, savepoints, COMMIT)', inFile('storage/src/sqlite-group-commit.ts')],
  ['per-IP counter', named(['consumeIp'])],
  [
    'per-IP counter',
    inFile(
      'gateway/src/quota/ip-limit.ts',
      'gateway/src/quota/rolling-minute-limit.ts',
      'gateway/src/http/client-address.ts',
      '/proxy-addr/',
      '/ipaddr.js/',
      '/forwarded/',
    ),
  ],
  ['quota', inFile('gateway/src/quota/')],
  ['quota', named(['takeQuota'])],
  ['token check and entitlement', inFile('gateway/src/auth/', 'gateway/src/entitlements/')],
  ['token check and entitlement', named(['authenticate'])],
  [
    'request id, access log, metrics',
    inFile(
      'gateway/src/http/request-id.ts',
      'gateway/src/http/access-log.ts',
      'gateway/src/http/request-context.ts',
      '/pino',
      '/sonic-boom/',
      '/prom-client/',
      '/on-finished/',
      '/tdigest/',
      '/bintrees/',
    ),
  ],
  ['request id, access log, metrics', (f, file) => file === 'node:internal/crypto/random' || f.functionName === 'randomUUID'],
  [
    'global middleware (405, counter purge)',
    inFile('gateway/src/http/method-not-allowed.ts', 'gateway/src/quota/counters-housekeeping.ts'),
  ],
  ['validation in (zod, input)', inFile('gateway/src/http/endpoint-input.ts', '/zod/', 'contracts/src/')],
  [
    'pipeline steps and Idempotency-Key',
    inFile('gateway/src/http/endpoint-pipeline.ts', 'gateway/src/http/idempotency.ts', 'gateway/src/http/error-handler.ts'),
  ],
  [
    'engine or store',
    inFile(
      'services/records/src/store/',
      'gateway/src/store/',
      'services/catalog/src/search/',
      'services/catalog/src/store/catalog-store',
      '/mongodb/',
      '/bson/',
    ),
  ],
  [
    'engine or store',
    inFile(
      'services/records/src/',
      'services/catalog/src/',
      'packages/ja-text/',
      'packages/nutrition/',
      'packages/clock/',
      '/wanakana/',
      '/kuromoji/',
    ),
  ],
  ['handler and presenter', inFile('services/gateway/src/')],
  [
    'router (express, router)',
    inFile('/express/', '/router/', '/path-to-regexp/', '/finalhandler/', '/parseurl/', '/qs/', '/send/', '/encodeurl/'),
  ],
  ['node: HTTP, sockets, streams', (_, file) => file.startsWith('node:') && !file.startsWith('node:internal/crypto')],
];

function stageOf(stack: ProfileNode[]): Stage | 'idle' {
  const leaf = stack[0]!.callFrame.functionName;
  if (leaf === '(idle)') return 'idle';
  for (const node of stack) {
    const file = node.callFrame.url.replace(/^file:\/\//, '');
    for (const [stage, claims] of RULES) if (claims(node.callFrame, file)) return stage;
  }
  return 'other';
}

export interface StageFold {
  /** Milliseconds of samples per stage (idle excluded) inside the window. */
  ms: Record<Stage, number>;
  busyMs: number;
  idleMs: number;
}

/** Folds one profile; `window` keeps only the samples taken between its two times (µs, the profile's clock). */
export function foldProfile(profile: CpuProfile, window?: { fromUs: number; toUs: number }): StageFold {
  const parentOf = new Map<number, ProfileNode>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const stageById = new Map<number, Stage | 'idle'>();
  const stageOfNode = (id: number) => {
    let stage = stageById.get(id);
    if (stage === undefined) {
      const stack: ProfileNode[] = [];
      for (let node: ProfileNode | undefined = byId.get(id); node; node = parentOf.get(node.id)) stack.push(node);
      stageById.set(id, (stage = stageOf(stack)));
    }
    return stage;
  };
  const ms = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  let idleMs = 0;
  // A sample's time is the gap to the next one (timeDeltas[i] is the gap before sample i).
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    const spanMs = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (window && (at < window.fromUs || at > window.toUs)) continue;
    const stage = stageOfNode(profile.samples[i]!);
    if (stage === 'idle') idleMs += spanMs;
    else ms[stage] += spanMs;
  }
  const busyMs = STAGES.reduce((sum, stage) => sum + ms[stage], 0);
  return { ms, busyMs, idleMs };
}

/** A frame in a bundle with a source map, as the frame in the source file it was compiled from. */
function sourceFrame(maps: Map<string, SourceMap | null>) {
  return (frame: CallFrame): CallFrame => {
    if (!frame.url.endsWith('.cjs')) return frame;
    const bundle = frame.url.startsWith('file:') ? fileURLToPath(frame.url) : frame.url;
    if (!maps.has(bundle)) {
      let map: SourceMap | null = null;
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
      } catch {
        // not a bundle of ours: the frame keeps its url
      }
      maps.set(bundle, map);
    }
    const entry = maps.get(bundle)?.findEntry(frame.lineNumber, frame.columnNumber);
    if (!entry || !('originalSource' in entry)) return frame;
    return { ...frame, url: resolve(dirname(bundle), entry.originalSource) };
  };
}

/**
 * A profile with every frame of a service's bundle (services/launch.js) read as the TypeScript file its
 * source map names, so the rules, which go by source paths, claim the services' code as they did before
 * the services ran bundled. The launcher rebuilds a bundle and its map in place when a source changes, so a
 * profile folds right only while the bundle it ran is still the one on disk.
 */
export function readProfile(path: string): CpuProfile {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const fromSource = sourceFrame(new Map());
  for (const node of profile.nodes) node.callFrame = fromSource(node.callFrame);
  return profile;
}

/** The main thread's profile a process wrote into `dir` (thread 0; workers write their own). */
export function mainThreadProfile(dir: string): string {
  const files = readdirSync(dir).filter((name) => /\.0\.\d+\.cpuprofile$/.test(name));
  if (files.length !== 1) throw new Error(`expected one main-thread .cpuprofile in ${dir}, found ${files.length}`);
  return join(dir, files[0]!);
}

/** One column per run: µs of the event loop's time per request in each stage, and its share of the busy time. */
export function printStageTable(columns: { label: string; fold: StageFold; requests: number }[]): void {
  const cell = (text: string) => text.padStart(22);
  console.log(`\n${'stage (µs per request, share)'.padEnd(42)}${columns.map((c) => cell(c.label)).join('')}`);
  const line = (label: string, value: (c: (typeof columns)[number]) => string) =>
    console.log(`${label.padEnd(42)}${columns.map((c) => cell(value(c))).join('')}`);
  for (const stage of STAGES) {
    line(stage, (c) => `${((c.fold.ms[stage] * 1000) / c.requests).toFixed(0)} ${((c.fold.ms[stage] / c.fold.busyMs) * 100).toFixed(1)} %`);
  }
  line('busy (all stages)', (c) => `${((c.fold.busyMs * 1000) / c.requests).toFixed(0)} 100 %`);
  line('idle share of the window', (c) => `${((c.fold.idleMs / (c.fold.idleMs + c.fold.busyMs)) * 100).toFixed(1)} %`);
}

if (require.main === module) {
  const [path, from, to, requests] = process.argv.slice(2);
  if (!path) throw new Error('usage: tsx test/bench/cpu-stages.ts <file.cpuprofile> [fromUs toUs [requests]]');
  const fold = foldProfile(readProfile(path), from && to ? { fromUs: Number(from), toUs: Number(to) } : undefined);
  printStageTable([{ label: 'profile', fold, requests: Number(requests ?? 1) }]);
}
