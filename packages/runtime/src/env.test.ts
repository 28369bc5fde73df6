import { elasticsearchUrlRequired, mongoUrlRequired } from './env';

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
