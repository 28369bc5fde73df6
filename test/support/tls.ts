import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDataDir } from './service-process';

export interface TestCertificate {
  key: string;
  cert: string;
  keyPath: string;
  /** For NODE_EXTRA_CA_CERTS of a process that must trust it. */
  certPath: string;
}

let made: TestCertificate | undefined;

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made once per test process with the
 * system's openssl, so https servers in tests (a client metadata document host, an OpenID
 * provider) are real TLS that the gateway trusts through NODE_EXTRA_CA_CERTS.
 */
export function selfSignedCertificate(): TestCertificate {
  if (made) return made;
  const dir = tempDataDir('tls');
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  made = { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), keyPath, certPath };
  return made;
}
