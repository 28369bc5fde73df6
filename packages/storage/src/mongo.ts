import { MongoClient, MongoServerError, type Db } from 'mongodb';

export interface MongoConnection {
  client: MongoClient;
  db: Db;
}

/**
 * Connects with short timeouts so a stopped server turns into a 503 within about two seconds
 * instead of a hung request; the driver reconnects by itself when the server returns.
 */
export async function connectMongo(url: string, dbName?: string): Promise<MongoConnection> {
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: 1500,
    connectTimeoutMS: 2000,
    socketTimeoutMS: 10000,
    retryWrites: false,
  });
  await client.connect();
  return { client, db: client.db(dbName) };
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
