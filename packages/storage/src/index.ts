// The MongoDB helpers (connectMongo, isDuplicateKeyError, withDatabaseName) are imported from
// '@shokuji/storage/src/mongo', not from here: this index is loaded by every process, and the driver
// only by those configured for MongoDB (about 0.1 s of a start).
export { openSqliteDatabase } from './sqlite';
export type { SqliteDatabase, SqliteMigration, SqliteOptions } from './sqlite';
export { newId, newTimeOrderedId } from './ids';
export { dataDirProblem, readableDirProblem } from './data-dir-check';
export {
  StartConnectionProblem,
  connectionErrorCode,
  hostsOf,
  scrubbedMessage,
  unreachableReason,
  withoutCredentials,
} from './connection-problems';
export { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, createPrivateFile, makeOwnedPrivateDir, makePrivateDir } from './private-files';
export { storeOutageError } from './store-errors';
export { createSqliteGroupCommit } from './sqlite-group-commit';
export type { SqliteGroupCommit } from './sqlite-group-commit';
