import { loadGatewayConfig, startupWarnings } from './config';

const billing = 'b'.repeat(32);
const media = 'm'.repeat(32);
const strongProduction = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://api.example.test',
  BILLING_PORTAL_SECRET: billing,
  MEDIA_URL_SECRET: media,
};

describe('gateway configuration', () => {
  it('requires both link signing secrets when NODE_ENV=production, and names each missing one', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'production' })).toThrow(
      /BILLING_PORTAL_SECRET: required when NODE_ENV=production[\s\S]*MEDIA_URL_SECRET: required when NODE_ENV=production/,
    );
    expect(() => loadGatewayConfig({ NODE_ENV: 'production', BILLING_PORTAL_SECRET: 'b' })).toThrow(/MEDIA_URL_SECRET/);
    const config = loadGatewayConfig({ ...strongProduction, BILLING_PORTAL_SECRET: billing, MEDIA_URL_SECRET: media });
    expect(config).toMatchObject({ BILLING_PORTAL_SECRET: billing, MEDIA_URL_SECRET: media });
  });

  it('refuses published placeholders and secrets under 32 bytes in production, and accepts them elsewhere', () => {
    expect(() => loadGatewayConfig({ ...strongProduction, ADMIN_TOKEN: 'change-me' })).toThrow(/ADMIN_TOKEN: a published placeholder/);
    expect(() => loadGatewayConfig({ ...strongProduction, MEDIA_URL_SECRET: 'change-me-media' })).toThrow(/MEDIA_URL_SECRET: a published/);
    expect(() => loadGatewayConfig({ ...strongProduction, BILLING_PORTAL_SECRET: 'b'.repeat(31) })).toThrow(
      /BILLING_PORTAL_SECRET: at least 32 bytes/,
    );
    expect(() => loadGatewayConfig({ ...strongProduction, RECORDS_URL: 'http://records:8082', SERVICE_RPC_SECRET: 'short' })).toThrow(
      /SERVICE_RPC_SECRET: at least 32 bytes/,
    );
    expect(() => loadGatewayConfig({ CATALOG_URL: 'http://catalog:8081' })).toThrow(/SERVICE_RPC_SECRET: required/);
    expect(loadGatewayConfig({ ...strongProduction, ADMIN_TOKEN: 'a'.repeat(32) }).ADMIN_TOKEN).toBe('a'.repeat(32));
    expect(loadGatewayConfig({ ADMIN_TOKEN: 'change-me' }).ADMIN_TOKEN).toBe('change-me');
  });

  it('requires an https PUBLIC_BASE_URL in production unless ALLOW_HTTP_PUBLIC_BASE_URL says otherwise', () => {
    expect(() => loadGatewayConfig({ ...strongProduction, PUBLIC_BASE_URL: undefined })).toThrow(
      /PUBLIC_BASE_URL: an https URL is required/,
    );
    expect(() => loadGatewayConfig({ ...strongProduction, PUBLIC_BASE_URL: 'http://api.example.test' })).toThrow(/PUBLIC_BASE_URL/);
    expect(
      loadGatewayConfig({ ...strongProduction, PUBLIC_BASE_URL: 'http://api.example.test', ALLOW_HTTP_PUBLIC_BASE_URL: '1' }).publicBaseUrl,
    ).toBe('http://api.example.test');
    expect(loadGatewayConfig({ PUBLIC_BASE_URL: 'http://localhost:8080' }).publicBaseUrl).toBe('http://localhost:8080');
  });

  it('defaults PUBLIC_BASE_URL to http://{HOST}:{PORT}, an IPv6 address in brackets as a URL writes it', () => {
    expect(loadGatewayConfig({}).publicBaseUrl).toBe('http://127.0.0.1:8080');
    expect(loadGatewayConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicBaseUrl).toBe('http://0.0.0.0:9000');
    expect(loadGatewayConfig({ HOST: '::1' }).publicBaseUrl).toBe('http://[::1]:8080');
    expect(loadGatewayConfig({ HOST: '::' }).publicBaseUrl).toBe('http://[::]:8080');
    expect(loadGatewayConfig({ HOST: 'localhost' }).publicBaseUrl).toBe('http://localhost:8080');
  });

  it('reads an empty variable as unset: its default applies (OPERATOR-API.md → Starting the service)', () => {
    const empty = Object.fromEntries(
      ['PORT', 'HOST', 'DATA_DIR', 'RECORDS_STORE', 'SEARCH_ENGINE', 'ADMIN_TOKEN', 'ADMIN_PORT', 'ADMIN_HOST', 'CLOCK_CONTROL'].map(
        (name) => [name, ''],
      ),
    );
    const config = loadGatewayConfig({ ...empty, PUBLIC_BASE_URL: '', MCP_ALLOWED_ORIGINS: '', AI_CREDITS_INITIAL: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      RECORDS_STORE: 'embedded',
      SEARCH_ENGINE: 'embedded',
      ADMIN_HOST: '127.0.0.1',
      CLOCK_CONTROL: false,
      MCP_ALLOWED_ORIGINS: [],
      AI_CREDITS_INITIAL: 100,
      LOG_LEVEL: 'info',
      publicBaseUrl: 'http://127.0.0.1:8080',
    });
    expect(config.ADMIN_TOKEN).toBeUndefined();
    expect(config.ADMIN_PORT).toBeUndefined();
  });

  it('warns when an https origin trusts no proxy hop (every client would share one per-IP bucket)', () => {
    expect(startupWarnings(loadGatewayConfig(strongProduction))).toEqual([expect.stringMatching(/TRUST_PROXY_HOPS=0/)]);
    expect(startupWarnings(loadGatewayConfig({ ...strongProduction, TRUST_PROXY_HOPS: '1' }))).toEqual([]);
    expect(startupWarnings(loadGatewayConfig({}))).toEqual([]);
  });

  it('leaves them optional elsewhere (a per-process key), with the base variables at their defaults', () => {
    expect(loadGatewayConfig({})).toMatchObject({
      NODE_ENV: 'development',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      LOG_FLUSH_MS: 200,
      SHUTDOWN_TIMEOUT_MS: 10000,
      UPSTREAM_TIMEOUT_MS: 2000,
      RECORDS_STORE: 'embedded',
      SEARCH_ENGINE: 'embedded',
      publicBaseUrl: 'http://127.0.0.1:8080',
    });
  });

  it('refuses a PUBLIC_BASE_URL that is no http(s) URL by name, beside every other bad variable', () => {
    for (const bad of ['notaurl', 'ftp://api.example.test', 'https://api.example.test/?x=1', 'https://user:pw@api.example.test']) {
      expect(() => loadGatewayConfig({ PUBLIC_BASE_URL: bad, QUOTA_FREE_PER_DAY: '-3' })).toThrow(
        /Invalid gateway configuration:[\s\S]*PUBLIC_BASE_URL: an http or https URL[\s\S]*QUOTA_FREE_PER_DAY/,
      );
    }
    expect(loadGatewayConfig({ PUBLIC_BASE_URL: 'https://api.example.test/shokuji/' }).publicBaseUrl).toBe(
      'https://api.example.test/shokuji',
    );
  });

  it('reads LOG_FLUSH_MS as whole milliseconds from 0 (every line at once) to a minute, and refuses anything else by name', () => {
    expect(loadGatewayConfig({ LOG_FLUSH_MS: '0' }).LOG_FLUSH_MS).toBe(0);
    expect(loadGatewayConfig({ LOG_FLUSH_MS: '1000' }).LOG_FLUSH_MS).toBe(1000);
    expect(loadGatewayConfig({ LOG_FLUSH_MS: '' }).LOG_FLUSH_MS).toBe(200);
    for (const bad of ['-1', '1.5', 'soon', '60001']) {
      expect(() => loadGatewayConfig({ LOG_FLUSH_MS: bad })).toThrow(/Invalid gateway configuration:[\s\S]*LOG_FLUSH_MS: /);
    }
  });

  it('reads a number variable only as decimal digits: a blank PORT is no random port, 0x1F90 or 1e3 no number (2026-12-06)', () => {
    const numbers = [
      'PORT',
      'ADMIN_PORT',
      'QUOTA_FREE_PER_DAY',
      'AI_CREDITS_INITIAL',
      'TRUST_PROXY_HOPS',
      'OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE',
    ];
    for (const name of numbers) {
      for (const bad of [' ', '\t', '0x50', '1e3', '100.0', '+100', '-0', '1_000', 'Infinity']) {
        expect(() => loadGatewayConfig({ [name]: bad })).toThrow(
          new RegExp(`Invalid gateway configuration:[\\s\\S]*${name}: must be a whole number`),
        );
      }
    }
    expect(() => loadGatewayConfig({ LOG_FLUSH_MS: ' ' })).toThrow(/LOG_FLUSH_MS: must be a whole number from 0 to 60000/);
    expect(() => loadGatewayConfig({ PORT: '65536' })).toThrow(/PORT: must be a whole number from 0 to 65535/);
    expect(loadGatewayConfig({ PORT: ' 18611 ', ADMIN_PORT: '0', TRUST_PROXY_HOPS: '2', AI_CREDITS_INITIAL: '0' })).toMatchObject({
      PORT: 18611,
      ADMIN_PORT: 0,
      TRUST_PROXY_HOPS: 2,
      AI_CREDITS_INITIAL: 0,
      publicBaseUrl: 'http://127.0.0.1:18611',
    });
  });

  it('refuses a CATALOG_URL or RECORDS_URL that is no http(s) base URL, or holds a password, by name and never showing it (stop 83)', () => {
    const secret = { SERVICE_RPC_SECRET: 's'.repeat(32) };
    expect(() => loadGatewayConfig({ ...secret, CATALOG_URL: 'notaurl', RECORDS_URL: 'http://svc:hunter2@records:8082' })).toThrow(
      /Invalid gateway configuration:[\s\S]*CATALOG_URL: not an http or https URL[\s\S]*RECORDS_URL: holds a user or password \(host records:8082\)/,
    );
    try {
      loadGatewayConfig({ ...secret, RECORDS_URL: 'http://svc:hunter2@records:8082' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
    expect(loadGatewayConfig({ ...secret, CATALOG_URL: 'http://127.0.0.1:8081', RECORDS_URL: 'http://127.0.0.1:8082' })).toMatchObject({
      CATALOG_URL: 'http://127.0.0.1:8081',
    });
  });

  it('refuses ADMIN_PORT on the public port of the same address by name, where the start failed with EADDRINUSE (2026-12-06)', () => {
    expect(() => loadGatewayConfig({ PORT: '18604', ADMIN_PORT: '18604' })).toThrow(/ADMIN_PORT: 18604 is PORT's port on the same address/);
    expect(() => loadGatewayConfig({ ADMIN_PORT: '8080' })).toThrow(/ADMIN_PORT: 8080 is PORT's port/);
    expect(() => loadGatewayConfig({ PORT: '9000', ADMIN_PORT: '9000', HOST: '0.0.0.0', ADMIN_HOST: '10.0.0.5' })).toThrow(/ADMIN_PORT/);
    expect(loadGatewayConfig({ PORT: '9000', ADMIN_PORT: '9000', HOST: '192.0.2.10', ADMIN_HOST: '10.0.0.5' }).ADMIN_PORT).toBe(9000);
    expect(loadGatewayConfig({ PORT: '0', ADMIN_PORT: '0' }).ADMIN_PORT).toBe(0);
    expect(loadGatewayConfig({ PORT: '9000', ADMIN_PORT: '9001' }).ADMIN_PORT).toBe(9001);
  });
});
