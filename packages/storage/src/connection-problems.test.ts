import { connectionErrorCode, hostsOf, scrubbedMessage, unreachableReason, withoutCredentials } from './connection-problems';

describe('connection problems in an operator’s words, without credentials (2026-12-06)', () => {
  it('masks the user and password of every URL, the hosts kept', () => {
    expect(withoutCredentials('mongodb://shokuji:s3cret@db1:27017,db2:27017/shokuji')).toBe('mongodb://***@db1:27017,db2:27017/shokuji');
    expect(withoutCredentials('http://elastic:pw@es1:9200,https://elastic:pw@es2:9200')).toBe('http://***@es1:9200,https://***@es2:9200');
    expect(withoutCredentials('connect ECONNREFUSED 127.0.0.1:9200')).toBe('connect ECONNREFUSED 127.0.0.1:9200');
    // A password holding an unescaped @ or / is masked too when the message holds the value it was given.
    expect(scrubbedMessage('Invalid connection string "mongodb://u:p@ss@db/x"', 'mongodb://u:p@ss@db/x')).toBe(
      'Invalid connection string "mongodb://***@db/x"',
    );
    expect(scrubbedMessage('Protocol and host list are required in "mongodb://u:s/cret@/db"', 'mongodb://u:s/cret@/db')).toBe(
      'Protocol and host list are required in "mongodb://***@/db"',
    );
  });

  it('names the hosts of a URL or a connection string', () => {
    expect(hostsOf('mongodb://u:p@a:27017,b:27017/db?replicaSet=rs0')).toBe('a:27017,b:27017');
    expect(hostsOf('http://elastic:pw@127.0.0.1:9200')).toBe('127.0.0.1:9200');
    expect(hostsOf('mongodb:///db')).toBe('(no host)');
  });

  it('finds the system’s code in an error, its causes, the servers it gathers, or its message', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(connectionErrorCode(refused)).toBe('ECONNREFUSED');
    expect(connectionErrorCode(new Error('wrapped', { cause: refused }))).toBe('ECONNREFUSED');
    const selection = Object.assign(new Error('selection'), {
      reason: { servers: new Map([['db:27017', { error: new Error('getaddrinfo ENOTFOUND db', { cause: { code: 'ENOTFOUND' } }) }]]) },
    });
    expect(connectionErrorCode(selection)).toBe('ENOTFOUND');
    expect(connectionErrorCode(new Error('getaddrinfo EAI_AGAIN es1'))).toBe('EAI_AGAIN');
    expect(connectionErrorCode(new Error('0A00010B:SSL routines:ssl3_get_record:wrong version number'))).toBe('TLS');
    expect(connectionErrorCode(new Error('Server selection timed out after 1500 ms'))).toBeNull();
  });

  it('says what each code means for the server', () => {
    expect(unreachableReason('ECONNREFUSED', 'the server at db:27017')).toBe(
      'the server at db:27017 refused the connection: nothing listens there (ECONNREFUSED)',
    );
    expect(unreachableReason('ENOTFOUND', 'the server at db:27017')).toBe(
      'the server at db:27017 cannot be found: its host is not a name this machine resolves (ENOTFOUND)',
    );
    expect(unreachableReason('DEPTH_ZERO_SELF_SIGNED_CERT', 'the node at es1:9200')).toBe(
      'the TLS handshake with the node at es1:9200 failed (DEPTH_ZERO_SELF_SIGNED_CERT)',
    );
    expect(unreachableReason('EMFILE', 'x')).toBeNull();
    expect(unreachableReason(null, 'x')).toBeNull();
  });
});
