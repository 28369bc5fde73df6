import { existsSync } from 'node:fs';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { adminOf } from '../support/api-fixtures';
import { request } from '../support/http-client';
import { startGateway } from '../support/service-process';

/**
 * On machines with Docker: the service on a real MongoDB and a real Elasticsearch started by
 * testcontainers. Without a Docker engine (our machines) the suite is skipped, saying why; the same
 * adapters are tested on every machine against engines brought up from the registries
 * (npm run test:engines).
 */
// Jest collects tests synchronously, so the check is the engine's socket (or DOCKER_HOST), not an API call.
const docker = Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');

(docker ? describe : describe.skip)(
  `the service on containers${docker ? '' : ' (skipped: no Docker engine here; npm run test:engines covers the engines)'}`,
  () => {
    let mongo: StartedTestContainer | undefined;
    let elastic: StartedTestContainer | undefined;

    afterAll(async () => {
      await Promise.all([mongo?.stop(), elastic?.stop()]);
    });

    it('serves /healthz and stores accounts on MongoDB with Elasticsearch search', async () => {
      [mongo, elastic] = await Promise.all([
        new GenericContainer('mongo:7')
          .withExposedPorts(27017)
          .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
          .start(),
        new GenericContainer('docker.elastic.co/elasticsearch/elasticsearch:8.19.4')
          .withEnvironment({ 'discovery.type': 'single-node', 'xpack.security.enabled': 'false', ES_JAVA_OPTS: '-Xms512m -Xmx512m' })
          .withExposedPorts(9200)
          .withWaitStrategy(Wait.forHttp('/_cluster/health', 9200).forStatusCode(200))
          .withStartupTimeout(180000)
          .start(),
      ]);
      const gateway = await startGateway({
        RECORDS_STORE: 'mongodb',
        MONGODB_URL: `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/shokuji`,
        SEARCH_ENGINE: 'elasticsearch',
        ELASTICSEARCH_URL: `http://${elastic.getHost()}:${elastic.getMappedPort(9200)}`,
      });
      try {
        for (let i = 0; i < 120 && (await request(`${gateway.url}/healthz`)).status !== 200; i++)
          await new Promise((r) => setTimeout(r, 1000));
        expect((await request(`${gateway.url}/healthz`)).status).toBe(200);
        const user = await adminOf(gateway).buildUser({ plan: 'premium' });
        expect((await user.call('GET', '/me')).status).toBe(200);
      } finally {
        await gateway.stop();
      }
    }, 600000);
  },
);
