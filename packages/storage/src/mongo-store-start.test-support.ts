import { StartConnectionProblem } from './connection-problems';

/** What a store's factory reads to open on MongoDB: the store choice, the data folder and the URL. */
export interface MongoStoreStartConfig {
  RECORDS_STORE: 'mongodb';
  DATA_DIR: string;
  MONGODB_URL: string;
}

/**
 * The start case every store on MongoDB shares (2026-12-06): the store names MONGODB_URL where its own connection
 * fails, so a start connects once instead of checking the URL with a connection of its own first. No server is
 * needed: a connection string the driver refuses fails at once. `factoryName` names the suite, `openStore` is the
 * store's factory. Imported by path, as '@shokuji/storage/src/mongo-store-start.test-support', by tests only.
 */
export function describeMongoStoreStart(factoryName: string, openStore: (config: MongoStoreStartConfig) => Promise<unknown>): void {
  describe(`${factoryName} on MongoDB, at start`, () => {
    it('a connection string the driver refuses is a problem naming MONGODB_URL, without its password', async () => {
      const failed = await openStore({
        RECORDS_STORE: 'mongodb',
        DATA_DIR: '',
        MONGODB_URL: 'mongodb://shokuji:secret@/shokuji',
      }).then(
        () => new Error('the store opened'),
        (error: Error) => error,
      );
      expect(failed).toBeInstanceOf(StartConnectionProblem);
      expect((failed as StartConnectionProblem).problem).toBe(
        'MONGODB_URL: not a connection string the MongoDB driver accepts: Protocol and host list are required in "mongodb://***@/shokuji"',
      );
    });
  });
}
