import { MongoAPIError, MongoClient, MongoParseError, MongoServerError, MongoServerSelectionError, type Db } from 'mongodb';
import { StartConnectionProblem, connectionErrorCode, hostsOf, scrubbedMessage, unreachableReason } from './connection-problems';

export interface MongoConnection {
  client: MongoClient;
  db: Db;
}

const CONNECT_TIMEOUT_MS = 2000;

/**
 * A heartbeat is a connect and a hello, each bounded by connectTimeoutMS; one that has run four
 * times that long will never end (see watchHeartbeats).
 */
export const HEARTBEAT_WEDGED_AFTER_MS = 4 * CONNECT_TIMEOUT_MS;

/**
 * How long a start waits for the server to answer its first hello. A server that starts beside the
 * service (a compose stack, a rebooted host) or answers slowly for a moment is waited for; one still
 * unreachable after this fails the start (connectMongoNamed names MONGODB_URL and what was wrong).
 */
export const START_WAIT_MS = 30000;

/**
 * Connects with short timeouts so a stopped server turns into a 503 within about two seconds
 * instead of a hung request; the driver reconnects by itself when the server returns, and
 * watchHeartbeats reconnects the client when the driver's server monitor has hung.
 */
export async function connectMongo(url: string, dbName?: string, startWaitMs = START_WAIT_MS): Promise<MongoConnection> {
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: 1500,
    connectTimeoutMS: CONNECT_TIMEOUT_MS,
    socketTimeoutMS: 10000,
    retryWrites: false,
  });
  try {
    await connectWithin(client, startWaitMs);
  } catch (error) {
    // Nothing keeps a start that failed waiting on the driver's sockets and timers.
    await client.close(true).catch(() => undefined);
    throw error;
  }
  watchHeartbeats(client);
  return { client, db: client.db(dbName) };
}

/**
 * The first connect, tried again while no server answers (each try is bounded by the short server
 * selection timeout) until `waitMs` has passed. Other errors (a bad URL, refused credentials) fail
 * at once: waiting would not change them.
 */
async function connectWithin(client: MongoClient, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await client.connect();
      return;
    } catch (error) {
      if (!(error instanceof MongoServerSelectionError) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * The driver (mongodb 6.22, the same in 7.9) can hang its server monitor for good: when the server
 * closes the monitor's connection, Node destroys the socket before it emits 'close', and a check
 * that starts in between (a failed operation asks for one at once) writes to the destroyed socket,
 * which reports neither 'drain' nor 'error'; the driver waits for 'drain' without a bound. The
 * monitor then never checks again, the server stays Unknown and every operation fails server
 * selection until the process restarts (seen after a MongoDB-wire server restart under load).
 * A heartbeat that started and has not ended after HEARTBEAT_WEDGED_AFTER_MS therefore closes
 * and reconnects the client: its Db and Collection handles keep working on the new connection.
 */
function watchHeartbeats(client: MongoClient): void {
  let startedAt: number | null = null;
  let reconnecting = false;
  client.on('serverHeartbeatStarted', () => (startedAt ??= Date.now()));
  client.on('serverHeartbeatSucceeded', () => (startedAt = null));
  client.on('serverHeartbeatFailed', () => (startedAt = null));
  client.on('topologyClosed', () => (startedAt = null));
  const timer = setInterval(() => {
    if (reconnecting || startedAt === null || Date.now() - startedAt < HEARTBEAT_WEDGED_AFTER_MS) return;
    reconnecting = true;
    startedAt = null;
    void client
      .close(true)
      .then(() => client.connect())
      .catch(() => undefined) // server down: the next operation connects again
      .finally(() => (reconnecting = false));
  }, 1000);
  timer.unref();
  client.on('topologyClosed', () => {
    if (!reconnecting) clearInterval(timer);
  });
}

/**
 * The stores' own connection at start, named by the variable its URL comes from (2026-12-06): connected as
 * connectMongo connects (waiting up to `startWaitMs` for a server that does not answer yet); when that fails, a
 * StartConnectionProblem `NAME: problem` naming what was wrong (a connection string the driver refuses, a refused
 * connection, a name that does not resolve, no answer in time, refused credentials, a failed TLS handshake) without the
 * URL's user and password, where the start failed with the driver's message alone (`connect ECONNREFUSED
 * 127.0.0.1:27017`, `Protocol and host list are required in "mongodb://user:secret@/db"`). Until 2026-12-06 the start
 * checked the URL with a connection of its own, closed it, and the stores then connected again.
 */
export async function connectMongoNamed(variable: string, url: string, startWaitMs = START_WAIT_MS): Promise<MongoConnection> {
  try {
    return await connectMongo(url, undefined, startWaitMs);
  } catch (error) {
    throw new StartConnectionProblem(`${variable}: ${mongoConnectFailure(error, url, startWaitMs)}`, { cause: error });
  }
}

/** What a failed first connect means (connectMongoNamed), the driver's own message scrubbed of credentials where nothing plainer fits. */
export function mongoConnectFailure(error: unknown, url: string, startWaitMs: number): string {
  const where = `the server at ${hostsOf(url)}`;
  const message = scrubbedMessage(error instanceof Error ? error.message : String(error), url);
  // The connection string's own parser (mongodb-connection-string-url) throws a MongoParseError class of its own.
  if (error instanceof MongoParseError || error instanceof MongoAPIError || (error instanceof Error && error.name === 'MongoParseError'))
    return `not a connection string the MongoDB driver accepts: ${message}`;
  const waited = `; the start waited ${Math.round(startWaitMs / 1000)} s for it`;
  if (error instanceof MongoServerSelectionError) {
    const reason = unreachableReason(connectionErrorCode(error), where);
    return reason ? `${reason}${waited}` : `${where} did not answer in time (timeout)${waited}`;
  }
  if (error instanceof MongoServerError) {
    const codeName = error.codeName ?? String(error.code);
    return error.code === 18 || codeName === 'AuthenticationFailed'
      ? `${where} refused the user and password (${codeName}): ${message}`
      : `${where} refused the connection: ${message} (${codeName})`;
  }
  return unreachableReason(connectionErrorCode(error), where) ?? `could not connect to ${where}: ${message}`;
}

/** MongoDB's duplicate-key error, used for atomic "insert unless present" checks. */
export function isDuplicateKeyError(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === 11000;
}

/** The same server URL pointing at another database; gives each test file its own database. */
export function withDatabaseName(url: string, dbName: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${dbName}`;
  return parsed.toString();
}
