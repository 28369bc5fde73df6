import { renderSignInPage } from './oauth-pages';

describe('the sign-in page', () => {
  it("isolates the client's name in its sentence, so a name's direction cannot turn our words around it", () => {
    const html = renderSignInPage({
      publicBaseUrl: 'https://api.example.com',
      requestId: 'req',
      csrfToken: 'csrf',
      clientName: 'Helper \u202e<b>',
    });
    expect(html).toContain('「<bdi>Helper \u202e&lt;b&gt;</bdi>」が Shokuji');
    expect(html).toContain('"<bdi>Helper \u202e&lt;b&gt;</bdi>" asks to connect');
  });
});
