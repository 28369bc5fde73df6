import { StartConnectionProblem } from '@shokuji/storage';
import { namedAtStart } from './start-problems';

describe('namedAtStart', () => {
  it('makes a connection problem at start the service’s invalid-configuration error, and lets any other error through as it is', async () => {
    const problem = new StartConnectionProblem('MONGODB_URL: the server at db:27017 refused the connection');
    await expect(Promise.reject(problem).catch(namedAtStart('records'))).rejects.toThrow(
      'Invalid records configuration:\n  MONGODB_URL: the server at db:27017 refused the connection',
    );
    const other = new Error('disk full');
    await expect(Promise.reject(other).catch(namedAtStart('gateway'))).rejects.toBe(other);
  });
});
