import { StartConnectionProblem } from '@shokuji/storage';
import { createRecordsStore } from './records-store.factory';

/**
 * The records store on MongoDB names MONGODB_URL where its own connection fails (2026-12-06), so a start connects once
 * instead of checking the URL with a connection of its own first. No server is needed: a connection string the driver
 * refuses fails at once.
 */
describe('createRecordsStore on MongoDB, at start', () => {
  it('a connection string the driver refuses is a problem naming MONGODB_URL, without its password', async () => {
    const failed = await createRecordsStore({
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
