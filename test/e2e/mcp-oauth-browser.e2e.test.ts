import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserContext } from 'playwright-core';
import { useGateway } from '../support/api-fixtures';
import { authorizeUrl, exchangeCode, issueSignInCode, pkcePair, registeredClientId } from '../support/mcp-oauth';
import { CHROMIUM, CHROMIUM_ARGS, chromiumUnavailable } from '../support/chromium';
import { tempDataDir } from '../support/service-process';

/**
 * The sign-in and consent pages in a real headless browser (Debian's chromium driven by
 * playwright-core), on a phone-sized screen: type a wrong code, see the message, type the right
 * one, approve, and land on the client's loopback redirect with code, state and iss. The browser
 * also enforces the pages' CSP (form-action must allow that redirect).
 */
const unavailable = chromiumUnavailable();
if (unavailable) console.warn(`SKIPPED the browser sign-in test: chromium could not be installed: ${unavailable}`);
const describeWithChromium = unavailable ? describe.skip : describe;

const { gateway, admin } = useGateway({ OAUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000' });
const base = () => gateway().url;

describeWithChromium(`sign-in and consent in a headless browser${unavailable ? ` (SKIPPED: ${unavailable})` : ''}`, () => {
  let context: BrowserContext;
  let client: Server;
  let callbackUrl = '';
  const arrivals: URL[] = [];

  beforeAll(async () => {
    // The client's loopback redirect endpoint, as a native MCP client runs it.
    client = createServer((req, res) => {
      const url = new URL(req.url ?? '/', callbackUrl);
      if (url.pathname === '/callback') arrivals.push(url);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>done</title><p>connected</p>');
    });
    await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
    callbackUrl = `http://127.0.0.1:${(client.address() as AddressInfo).port}/callback`;
    context = await chromium.launchPersistentContext(tempDataDir('chromium-profile'), {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      locale: 'ja-JP',
    });
  }, 60000);

  afterAll(async () => {
    await context?.close();
    client?.closeAllConnections();
    await new Promise((resolve) => client?.close(resolve));
  });

  it('signs in with a one-time code, shows consent, and redirects to the client on approve', async () => {
    const userId = await admin.createUser({ displayName: 'ブラウザ太郎' });
    const clientId = await registeredClientId(base(), { client_name: 'ブラウザ MCP クライアント', redirect_uris: [callbackUrl] });
    const { verifier, challenge } = pkcePair();
    const page = await context.newPage();
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });

    await page.goto(authorizeUrl(base(), { clientId, redirectUri: callbackUrl, challenge, state: 'browser-state' }));
    // The client's name in both sentences, each isolated so its direction cannot turn the sentence around.
    await page.getByText('が Shokuji のあなたのアカウントへの接続を求めています', { exact: false }).waitFor();
    expect(await page.locator('bdi').allInnerTexts()).toEqual(['ブラウザ MCP クライアント', 'ブラウザ MCP クライアント']);
    const codeInput = page.locator('input[name="code"]');
    expect(await codeInput.isVisible()).toBe(true);
    // Usable on a phone: nothing wider than the screen.
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);

    await codeInput.fill('WRNG-CODE-XXXX');
    await page.getByRole('button', { name: /続ける/ }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('サインインコードが正しくない');
    expect(arrivals).toHaveLength(0);

    await page.locator('input[name="code"]').fill((await issueSignInCode(admin, userId)).toLowerCase());
    await page.getByRole('button', { name: /続ける/ }).click();
    await page.getByRole('button', { name: /許可する/ }).waitFor();
    const consentText = await page.locator('main').innerText();
    expect(consentText).toContain('ブラウザ MCP クライアント');
    expect(consentText).toContain(new URL(callbackUrl).host);
    expect(consentText).toContain('ブラウザ太郎');

    await Promise.all([
      page.waitForURL((url) => url.toString().startsWith(callbackUrl)),
      page.getByRole('button', { name: /許可する/ }).click(),
    ]);
    expect(arrivals).toHaveLength(1);
    const arrival = arrivals[0]!;
    expect(arrival.searchParams.get('state')).toBe('browser-state');
    expect(arrival.searchParams.get('iss')).toBe(base());
    expect(cspViolations).toEqual([]);

    const tokens = await exchangeCode(base(), {
      clientId,
      code: arrival.searchParams.get('code')!,
      verifier,
      redirectUri: callbackUrl,
      extra: { resource: `${base()}/mcp` },
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toMatch(/^mcp_rt_/);
    await page.close();
  });

  it('redirects with access_denied when the person denies', async () => {
    const userId = await admin.createUser();
    const clientId = await registeredClientId(base(), { redirect_uris: [callbackUrl] });
    const page = await context.newPage();
    await page.goto(authorizeUrl(base(), { clientId, redirectUri: callbackUrl, challenge: pkcePair().challenge, state: 'deny-state' }));
    await page.locator('input[name="code"]').fill(await issueSignInCode(admin, userId));
    await page.getByRole('button', { name: /続ける/ }).click();
    await Promise.all([
      page.waitForURL((url) => url.toString().startsWith(callbackUrl)),
      page.getByRole('button', { name: /拒否する/ }).click(),
    ]);
    const arrival = arrivals.at(-1)!;
    expect(arrival.searchParams.get('error')).toBe('access_denied');
    expect(arrival.searchParams.get('state')).toBe('deny-state');
    await page.close();
  });
});
