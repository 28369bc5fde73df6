import { clientIdUrlProblem, isClientMetadataDocumentUrl, isFetchableAddress, validateDocument } from './client-metadata-document';

describe('client ID metadata document URLs', () => {
  it('treats https client_ids as document URLs', () => {
    expect(isClientMetadataDocumentUrl('https://app.example/client.json')).toBe(true);
    expect(isClientMetadataDocumentUrl('mcpc_abc')).toBe(false);
  });

  it.each([
    ['https://app.example', 'path'],
    ['https://app.example/', 'path'],
    ['http://app.example/client.json', 'https'],
    ['https://app.example/client.json#x', 'fragment'],
    ['https://u:p@app.example/client.json', 'credentials'],
    ['https://app.example/a/../client.json', 'dot segments'],
    ['https://app.example/./client.json', 'dot segments'],
  ])('refuses %s (%s)', (url, why) => {
    expect(clientIdUrlProblem(url)).toContain(why);
  });

  it('accepts a plain https URL with a path', () => {
    expect(clientIdUrlProblem('https://app.example/oauth/client.json')).toBeNull();
  });
});

describe('addresses a metadata document may be fetched from (SSRF)', () => {
  it.each(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])('allows public %s', (address) => {
    expect(isFetchableAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::',
    '2002:7f00:1::',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isFetchableAddress(address)).toBe(false);
  });

  it('allows loopback only when asked (tests)', () => {
    expect(isFetchableAddress('127.0.0.1', true)).toBe(true);
    expect(isFetchableAddress('10.0.0.1', true)).toBe(false);
  });
});

describe('client ID metadata document contents', () => {
  const clientId = 'https://app.example/client.json';
  const document = (clientName: string) => ({ client_id: clientId, client_name: clientName, redirect_uris: ['https://app.example/cb'] });

  it.each(['App\u0000', 'App\u001b[2J', 'App\nApprove', '\u200b'])(
    'refuses a client_name the consent page must not show (%j)',
    (clientName) => {
      expect(() => validateDocument(clientId, document(clientName))).toThrow(/client metadata document is invalid: must/);
    },
  );

  it('keeps a plain name, trimmed', () => {
    expect(validateDocument(clientId, document(' 食事 App '))).toMatchObject({ clientName: '食事 App' });
  });
});
