import { z } from 'zod';
import { invalidConfiguration } from './startup-checks';

/** A variable that may be left unset (parseServiceEnv reads an empty one as unset). */
export const envOptionalString = z.string().optional();
const envLogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');
const envNodeEnv = z.enum(['development', 'production', 'test']).default('development');
/**
 * A whole number written in decimal digits (`8080`, `0`), spaces around it allowed. What JavaScript's
 * `Number()` would also read is refused, since it hides a typo: a blank value (`PORT=" "` read as 0, a
 * random port), `0x1F90`, `1e3`, `8080.0`, `-0`. An empty value never gets here: it counts as unset.
 */
export const envInt = (bounds: { min: number; max?: number }) => {
  const range = bounds.max === undefined ? `of at least ${bounds.min}` : `from ${bounds.min} to ${bounds.max}`;
  return z
    .string()
    .transform((value, ctx) => {
      const digits = value.trim();
      const number = /^[0-9]+$/.test(digits) ? Number(digits) : NaN;
      if (Number.isSafeInteger(number) && number >= bounds.min && (bounds.max === undefined || number <= bounds.max)) return number;
      ctx.addIssue({ code: 'custom', message: `must be a whole number ${range}, written in decimal digits (got "${value}")` });
      return z.NEVER;
    })
    .optional();
};
export const envPort = (fallback: number) => envInt({ min: 0, max: 65535 }).default(fallback);
export const envPositiveInt = (fallback: number) => envInt({ min: 1 }).default(fallback);
/** LOG_FLUSH_MS: how long log lines may wait in the buffer; 0 writes each at once, and a minute is the most a line may wait. */
const envLogFlushMs = envInt({ min: 0, max: 60000 }).default(200);

/** Links are PUBLIC_BASE_URL with a path appended: an http(s) URL with no query, fragment or credentials. */
function isLinkBase(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}
const envPublicBaseUrl = z
  .string()
  .refine(isLinkBase, 'an http or https URL with no query or fragment, such as https://api.example.com')
  .optional();

/** The variables every service reads (.env.example), spread into each service's env schema. */
export const serviceEnvBase = {
  NODE_ENV: envNodeEnv,
  DATA_DIR: z.string().min(1).default('./data'),
  /** The public origin of handed-out links (API-SPEC.md → Catalog item, meal photos). */
  PUBLIC_BASE_URL: envPublicBaseUrl,
  LOG_LEVEL: envLogLevel,
  LOG_FLUSH_MS: envLogFlushMs,
  SHUTDOWN_TIMEOUT_MS: envPositiveInt(10000),
};

/** Where personal records live: the gateway's own store and the records service follow the same choice. */
export const recordsStoreEnv = {
  RECORDS_STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
  MONGODB_URL: envOptionalString,
};

/** The catalog's search engine: the catalog service, and the gateway when it runs the catalog in-process. */
export const searchEngineEnv = {
  SEARCH_ENGINE: z.enum(['embedded', 'elasticsearch']).default('embedded'),
  ELASTICSEARCH_URL: envOptionalString,
};

/** Bounded wait on another service or an engine before answering 503 unavailable. */
export const upstreamTimeoutEnv = { UPSTREAM_TIMEOUT_MS: envPositiveInt(2000) };

/**
 * The shared secret between the gateway and the catalog / records services when they run as their
 * own processes (docs/security.md → What is protected, the internal RPC row of the table): every RPC call carries it, and a call without it
 * is refused with 401 and logged.
 */
export const serviceRpcSecretEnv = { SERVICE_RPC_SECRET: envOptionalString };

/** A rule across variables, given the raw environment; returns `NAME: problem` lines. */
export type CrossVariableCheck = (env: NodeJS.ProcessEnv) => string[];

/**
 * How a URL variable's value is shown in a start-up problem: its scheme only. The rest may hold a user and a password
 * (`mongodb://user:secret@db`), and a value that is no URL gives no sure way to find them, while logs carry no secrets.
 */
function schemeOf(value: string): string {
  const scheme = /^\s*([A-Za-z][A-Za-z0-9+.-]*):/.exec(value);
  return scheme ? `it starts with "${scheme[1]}:"` : 'it has no scheme';
}

/**
 * RECORDS_STORE=mongodb needs MONGODB_URL, written as a MongoDB connection string (2026-12-06): a value that is not one
 * failed at the first connect with the driver's message alone (`Invalid scheme, expected connection string to start
 * with "mongodb://" or "mongodb+srv://"`). The driver's own parser checks the rest when the start connects.
 */
export const mongoUrlRequired: CrossVariableCheck = (env) => {
  if (env.RECORDS_STORE !== 'mongodb') return [];
  const url = env.MONGODB_URL;
  if (!url) return ['MONGODB_URL: required when RECORDS_STORE=mongodb'];
  if (/^mongodb(\+srv)?:\/\/([^/?#]*@)?[^/?#@]+/.test(url.trim())) return [];
  const what = /^mongodb(\+srv)?:\/\//.test(url.trim()) ? 'it names no host' : schemeOf(url);
  return [
    `MONGODB_URL: not a MongoDB connection string such as mongodb://host:27017/shokuji or mongodb+srv://cluster.example.com (${what})`,
  ];
};

/** The nodes ELASTICSEARCH_URL names, comma-separated: what this check, the start's probe and the engine all read. */
export const elasticsearchNodesOf = (url: string): string[] =>
  url
    .split(',')
    .map((node) => node.trim())
    .filter(Boolean);

/** A node of ELASTICSEARCH_URL (elasticsearchNodesOf) that is not an http or https URL with a host. */
function elasticsearchNodeProblem(node: string): string | null {
  try {
    const url = new URL(node);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return `not an http or https URL (${schemeOf(node)})`;
    return url.hostname ? null : 'a URL with no host';
  } catch {
    return `not a URL (${schemeOf(node)})`;
  }
}

/**
 * SEARCH_ENGINE=elasticsearch needs ELASTICSEARCH_URL: one or more comma-separated http or https URLs (2026-12-06; a
 * value that was none failed the start with the client's `Invalid URL` alone, naming no variable).
 */
export const elasticsearchUrlRequired: CrossVariableCheck = (env) => {
  if (env.SEARCH_ENGINE !== 'elasticsearch') return [];
  if (!env.ELASTICSEARCH_URL) return ['ELASTICSEARCH_URL: required when SEARCH_ENGINE=elasticsearch'];
  const nodes = elasticsearchNodesOf(env.ELASTICSEARCH_URL);
  if (!nodes.length) return ['ELASTICSEARCH_URL: names no node; give one or more comma-separated URLs such as http://es1:9200'];
  return nodes.flatMap((node, i) => {
    const problem = elasticsearchNodeProblem(node);
    const which = nodes.length > 1 ? `node ${i + 1} of ${nodes.length}` : 'the value';
    return problem ? [`ELASTICSEARCH_URL: ${which} is ${problem}; give one or more comma-separated URLs such as http://es1:9200`] : [];
  });
};

/**
 * CATALOG_URL / RECORDS_URL, where the gateway (and the records service, for the catalog) reaches a service run as its own
 * process: an http or https base URL with no user, password, query or fragment (stop 83). Any value started the gateway
 * until then: one that was no URL made every call of that service a 503, and one with a password made every call a 503
 * whose body and log line held the whole URL in fetch's own words. The problem shows the scheme or host, never the value.
 */
export const serviceUrlValid =
  (name: 'CATALOG_URL' | 'RECORDS_URL'): CrossVariableCheck =>
  (env) => {
    const value = env[name];
    if (!value) return [];
    const example = `give the service's base URL, such as http://10.0.0.5:${name === 'CATALOG_URL' ? 8081 : 8082}`;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return [`${name}: not an http or https URL (${schemeOf(value)}); ${example}`];
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
      return [`${name}: not an http or https URL (${schemeOf(value)}); ${example}`];
    if (url.username || url.password)
      return [
        `${name}: holds a user or password (host ${url.host}); the services prove who calls them with SERVICE_RPC_SECRET, so give the URL without them`,
      ];
    if (url.search || url.hash) return [`${name}: has a query or fragment (host ${url.host}); ${example}`];
    return [];
  };

/** A catalog or records process serves its RPC only to callers holding SERVICE_RPC_SECRET; 32 bytes in production. */
export const serviceRpcSecretRequired: CrossVariableCheck = (env) => {
  const secret = env.SERVICE_RPC_SECRET ?? '';
  if (!secret) return ['SERVICE_RPC_SECRET: required when a service runs as its own process (the gateway sends the same value)'];
  return env.NODE_ENV === 'production' && Buffer.byteLength(secret) < 32
    ? ['SERVICE_RPC_SECRET: at least 32 bytes when NODE_ENV=production (e.g. openssl rand -hex 32)']
    : [];
};

/**
 * Empty variables count as unset, so their default applies (`PORT= npm start`, a compose file's
 * `${PORT}` of an unset variable, `PORT=` in an env file): read as values, an empty PORT would be
 * port 0, a random one, and an empty AI_CREDITS_INITIAL no credits.
 */
function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/**
 * Parses a service's environment once at boot and lists every bad variable at once. Checks across
 * variables run on the environment as given (empty values left out), so they are reported even when
 * a single field also fails.
 */
export function parseServiceEnv<S extends z.ZodType>(
  service: string,
  schema: S,
  env: NodeJS.ProcessEnv,
  checks: CrossVariableCheck[] = [],
): z.output<S> {
  const given = withoutEmptyValues(env);
  const parsed = schema.safeParse(given);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
    ...checks.flatMap((check) => check(given)),
  ];
  if (!parsed.success || problems.length) throw invalidConfiguration(service, problems);
  return parsed.data;
}

/** SERVICE_RPC_SECRET of a catalog or records process, or its start-up error (read only where the service runs alone). */
export function serviceRpcSecretOf(service: string, env: NodeJS.ProcessEnv): string {
  const { SERVICE_RPC_SECRET } = parseServiceEnv(service, z.object(serviceRpcSecretEnv), env, [serviceRpcSecretRequired]);
  return SERVICE_RPC_SECRET!;
}
