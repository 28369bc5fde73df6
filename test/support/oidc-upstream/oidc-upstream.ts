import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { closedLocalPort } from '@shokuji/storage/src/closed-port.test-support';
import { REPO_ROOT } from '../service-process';
import { selfSignedCertificate } from '../tls';

export interface RunningOidcUpstream {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/** Starts of the gateway tried before a taken port fails the suite. */
const PORT_ATTEMPTS = 3;

/** Starts oidc-provider.main.ts in its own process (oidc-provider is ESM-only; jest runs CommonJS). */
export async function startOidcUpstream(redirectUri: string): Promise<RunningOidcUpstream> {
  const certificate = selfSignedCertificate();
  const clientId = 'shokuji-gateway';
  const clientSecret = 'upstream-test-secret';
  const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), [join(__dirname, 'oidc-provider.main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      OIDC_TLS_KEY: certificate.keyPath,
      OIDC_TLS_CERT: certificate.certPath,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      OIDC_REDIRECT_URI: redirectUri,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the OpenID provider did not start:\n${errors.join('\n')}`)), 30000);
    child.once('exit', (code) => reject(new Error(`the OpenID provider exited with ${code}:\n${errors.join('\n')}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Starts the upstream, then the gateway on the port named in its callback URL (`startGateway` is given
 * that port and the upstream). The port is only free when probed: another process (a service another
 * test starts, a connection's local port) may take it before the gateway listens, so a start refused
 * with EADDRINUSE is tried again, upstream and all, on another port.
 */
export async function startWithOidcUpstream<T>(
  startGateway: (port: number, upstream: RunningOidcUpstream) => Promise<T>,
): Promise<{ upstream: RunningOidcUpstream; gateway: T }> {
  for (let attempt = 1; ; attempt++) {
    // A port free right now, for a gateway whose callback URL the upstream must know before it starts.
    const port = await closedLocalPort();
    const upstream = await startOidcUpstream(`http://127.0.0.1:${port}/oauth/oidc/callback`);
    try {
      return { upstream, gateway: await startGateway(port, upstream) };
    } catch (error) {
      await upstream.stop();
      if (attempt >= PORT_ATTEMPTS || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}
