import { elasticsearchUrlRequired, mongoUrlRequired, serviceUrlValid } from './env';

/** OPERATOR-API.md → Starting the service: MONGODB_URL and ELASTICSEARCH_URL, named when they are no URL of their kind (2026-12-06). */
describe('store and engine URLs', () => {
  const mongo = (url: string | undefined) => mongoUrlRequired({ RECORDS_STORE: 'mongodb', MONGODB_URL: url });
  const elasticsearch = (url: string | undefined) => elasticsearchUrlRequired({ SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: url });

  it('takes the connection strings and node lists operators write', () => {
    for (const url of [
      'mongodb://127.0.0.1:27017/shokuji',
      'mongodb://db1,db2,db3/shokuji?replicaSet=rs0',
      'mongodb://shokuji:s3cret@db1:27017,db2:27017/shokuji?authSource=admin',
      'mongodb+srv://user:pw@cluster0.example.com/shokuji',
    ])
      expect([url, mongo(url)]).toEqual([url, []]);
    for (const url of ['http://127.0.0.1:9200', 'https://elastic:pw@es.example.com', 'http://es1:9200, http://es2:9200,http://es3:9200'])
      expect([url, elasticsearch(url)]).toEqual([url, []]);
    // Only where the store or the engine is the one configured.
    expect(mongoUrlRequired({ MONGODB_URL: 'nonsense' })).toEqual([]);
    expect(elasticsearchUrlRequired({ SEARCH_ENGINE: 'embedded', ELASTICSEARCH_URL: 'nonsense' })).toEqual([]);
  });

  it('names a value that is none, by its scheme only, never its password', () => {
    expect(mongo(undefined)).toEqual(['MONGODB_URL: required when RECORDS_STORE=mongodb']);
    expect(mongo('http://user:secret@db.example.com/shokuji')).toEqual([
      'MONGODB_URL: not a MongoDB connection string such as mongodb://host:27017/shokuji or mongodb+srv://cluster.example.com (it starts with "http:")',
    ]);
    expect(mongo('db.example.com:27017')).toEqual([
      expect.stringMatching(/^MONGODB_URL: not a MongoDB connection string .+\(it starts with "db\.example\.com:"\)$/),
    ]);
    expect(mongo('user:secret@db')).toEqual([expect.stringMatching(/^MONGODB_URL: .+\(it starts with "user:"\)$/)]);
    expect(mongo('mongodb:///shokuji')).toEqual([expect.stringMatching(/^MONGODB_URL: .+\(it names no host\)$/)]);
    expect(elasticsearch('localhost:9200')).toEqual([
      'ELASTICSEARCH_URL: the value is not an http or https URL (it starts with "localhost:"); give one or more comma-separated URLs such as http://es1:9200',
    ]);
    expect(elasticsearch('http://elastic:secret@es1:9200,es 2:9200')).toEqual([
      'ELASTICSEARCH_URL: node 2 of 2 is not a URL (it has no scheme); give one or more comma-separated URLs such as http://es1:9200',
    ]);
    expect(elasticsearch(' , ')).toEqual([
      'ELASTICSEARCH_URL: names no node; give one or more comma-separated URLs such as http://es1:9200',
    ]);
    for (const problem of [...mongo('http://user:secret@db/x'), ...elasticsearch('ftp://elastic:secret@es1')])
      expect(problem).not.toContain('secret');
  });
});

/**
 * CATALOG_URL and RECORDS_URL (stop 83): until then any value started the gateway, and a URL with a user and password
 * (`http://svc:secret@records:8082`) made every call a 503 whose body and log line held the URL, password included, in
 * fetch's own words; a value that was no URL (`notaurl`) made every call a 503 too, and neither was named at start.
 */
describe('service URLs', () => {
  const catalog = serviceUrlValid('CATALOG_URL');
  const records = serviceUrlValid('RECORDS_URL');

  it('takes the base URLs of the services run alone, and nothing when unset', () => {
    for (const url of [
      'http://127.0.0.1:8081',
      'http://catalog:8081/',
      'https://catalog.internal.example',
      'http://[::1]:8081',
      'http://10.0.0.5:8081/catalog',
    ])
      expect([url, catalog({ CATALOG_URL: url })]).toEqual([url, []]);
    expect(catalog({})).toEqual([]);
    expect(records({ CATALOG_URL: 'notaurl' })).toEqual([]);
  });

  it('names a value that is no http(s) base URL, by its scheme only, and one with a user or password, never showing it', () => {
    expect(catalog({ CATALOG_URL: 'notaurl' })).toEqual([
      "CATALOG_URL: not an http or https URL (it has no scheme); give the service's base URL, such as http://10.0.0.5:8081",
    ]);
    expect(records({ RECORDS_URL: 'localhost:8082' })).toEqual([
      'RECORDS_URL: not an http or https URL (it starts with "localhost:"); give the service\'s base URL, such as http://10.0.0.5:8082',
    ]);
    expect(records({ RECORDS_URL: 'ftp://svc:secret@records:8082' })).toEqual([
      expect.stringMatching(/^RECORDS_URL: not an http or https URL \(it starts with "ftp:"\)/),
    ]);
    expect(records({ RECORDS_URL: 'http://svc:secret@records:8082' })).toEqual([
      'RECORDS_URL: holds a user or password (host records:8082); the services prove who calls them with SERVICE_RPC_SECRET, so give the URL without them',
    ]);
    expect(catalog({ CATALOG_URL: 'http://catalog:8081/?token=secret' })).toEqual([
      "CATALOG_URL: has a query or fragment (host catalog:8081); give the service's base URL, such as http://10.0.0.5:8081",
    ]);
    for (const problem of [
      ...records({ RECORDS_URL: 'http://svc:secret@records:8082' }),
      ...catalog({ CATALOG_URL: 'http://u:secret@c/#secret' }),
    ])
      expect(problem).not.toContain('secret@');
  });
});
