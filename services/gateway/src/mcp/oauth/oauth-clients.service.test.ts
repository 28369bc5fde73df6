import { ClientRegistrationBodySchema } from './oauth-clients.service';

/** docs/security.md → Text input: a registration is text a stranger stores and the consent page shows. */
describe('client registration metadata', () => {
  const registration = (metadata: Record<string, unknown>) =>
    ClientRegistrationBodySchema.safeParse({ redirect_uris: ['https://client.example/cb'], ...metadata });
  const problemOf = (metadata: Record<string, unknown>) => {
    const parsed = registration(metadata);
    return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  };

  it.each([
    ['a NUL', 'Claude\u0000'],
    ['a terminal escape', 'Claude\u001b[31m'],
    ['a line break', 'Claude\nApprove'],
    ['a C1 control', 'Claude\u0085'],
    ['a lone surrogate', 'Claude\ud800'],
    ['only zero-width characters', '\u200b\u200b'],
  ])('refuses a client_name with %s', (_what, clientName) => {
    expect(problemOf({ client_name: clientName })).toMatch(/^client_name: must/);
  });

  it('refuses control characters in every other text member', () => {
    expect(problemOf({ software_id: 'id\u0007' })).toMatch(/^software_id: must be one line/);
    expect(problemOf({ contacts: ['ops@client.example\r\n'] })).toMatch(/^contacts\.0: must be one line/);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'not a url'])(
    'refuses %s as a page about the client',
    (url) => {
      for (const member of ['client_uri', 'logo_uri', 'tos_uri', 'policy_uri']) {
        expect(problemOf({ [member]: url })).toBe(`${member}: must be an http or https URL`);
      }
    },
  );

  it('keeps names in any script, emoji included, and web pages, trimmed', () => {
    const parsed = registration({
      client_name: ' 食事 AI 🍙 ',
      client_uri: 'https://client.example/',
      logo_uri: 'http://127.0.0.1/logo.png',
    });
    expect(parsed.success && parsed.data).toMatchObject({ client_name: '食事 AI 🍙', client_uri: 'https://client.example/' });
  });
});
