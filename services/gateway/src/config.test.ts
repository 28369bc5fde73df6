import { loadGatewayConfig } from './config';

describe('gateway configuration', () => {
  it('requires both link signing secrets when NODE_ENV=production, and names each missing one', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(
      /BILLING_PORTAL_SECRET: required when NODE_ENV=production[\s\S]*MEDIA_URL_SECRET: required when NODE_ENV=production/,
    );
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', BILLING_PORTAL_SECRET: 'b' })).toThrow(/MEDIA_URL_SECRET/);
    const config = loadGatewayConfig({ NODE_ENV: 'production', BILLING_PORTAL_SECRET: 'b', MEDIA_URL_SECRET: 'm' });
    expect(config).toMatchObject({ BILLING_PORTAL_SECRET: 'b', MEDIA_URL_SECRET: 'm' });
  });

  it('leaves them optional elsewhere (a per-process key), with the base variables at their defaults', () => {
    expect(loadGatewayConfig({})).toMatchObject({
      NODE_ENV: 'development',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: 10000,
      UPSTREAM_TIMEOUT_MS: 2000,
      RECORDS_STORE: 'embedded',
      SEARCH_ENGINE: 'embedded',
      publicBaseUrl: 'http://127.0.0.1:8080',
    });
  });
});
