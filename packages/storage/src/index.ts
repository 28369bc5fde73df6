export { openSqliteDatabase } from './sqlite';
export type { SqliteDatabase, SqliteMigration, SqliteOptions } from './sqlite';
export { connectMongo, isDuplicateKeyError, withDatabaseName } from './mongo';
export type { MongoConnection } from './mongo';
export { newId } from './ids';
export { storeOutageError } from './store-errors';
export { createSqliteGroupCommit } from './sqlite-group-commit';
export type { SqliteGroupCommit } from './sqlite-group-commit';
