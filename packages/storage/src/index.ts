export { openSqliteDatabase } from './sqlite';
export type { SqliteDatabase, SqliteMigration, SqliteOptions } from './sqlite';
export { connectMongo, isDuplicateKeyError, withDatabaseName } from './mongo';
export type { MongoConnection } from './mongo';
export { newId } from './ids';
export { isStoreUnavailableError } from './store-errors';
