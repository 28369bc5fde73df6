import { hash } from 'node:crypto';
import type { Response } from 'express';
import { escapeHtml } from '../../http/escape-html';
import { MCP_SCOPE, OFFLINE_ACCESS_SCOPE } from './scopes';

/**
 * The sign-in and consent pages: small server-rendered HTML, Japanese with English labels, usable
 * on a phone, no script. Every page forbids framing (CSP frame-ancestors and X-Frame-Options),
 * is never cached and sends no Referer (its URL carries the authorization request).
 */

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif}
body{margin:0;padding:24px 16px;line-height:1.6;background:Canvas;color:CanvasText}
main{max-width:28rem;margin:0 auto}
h1{font-size:1.4rem;margin:0 0 1rem}
.en{display:block;font-size:.8em;opacity:.7;font-weight:normal}
label{display:block;font-weight:600;margin:1rem 0 .3rem}
input[type=text]{box-sizing:border-box;width:100%;font-size:1.3rem;padding:.7rem;letter-spacing:.08em;border:1px solid GrayText;border-radius:8px}
button{width:100%;font-size:1.1rem;padding:.8rem;margin-top:.8rem;border-radius:8px;border:1px solid GrayText;cursor:pointer}
button.primary{background:#1a7f37;color:#fff;border-color:#1a7f37}
.box{border:1px solid GrayText;border-radius:8px;padding:.8rem 1rem;margin:1rem 0}
.error{border:2px solid #cf222e;border-radius:8px;padding:.8rem 1rem;margin:1rem 0;color:#cf222e}
.warn{border-left:4px solid #bf8700;padding:.4rem .8rem;margin:1rem 0}
dt{font-weight:600}dd{margin:0 0 .6rem;word-break:break-all}
ul{padding-left:1.2rem}
`;
const STYLE_HASH = `'sha256-${hash('sha256', STYLE, 'base64')}'`;

/** A Japanese text with its English label under it. */
const bilingual = (ja: string, en: string) => `${escapeHtml(ja)}<span class="en" lang="en">${escapeHtml(en)}</span>`;

/**
 * A name someone else chose, inside a sentence of ours: <bdi> keeps its direction from turning the
 * words around it (a client registered before bidirectional controls were refused may still hold one).
 */
const isolated = (name: string) => `<bdi>${escapeHtml(name)}</bdi>`;

function layout(titleJa: string, titleEn: string, body: string): string {
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(titleJa)} / ${escapeHtml(titleEn)} — Shokuji</title>
<style>${STYLE}</style></head>
<body><main><h1>${bilingual(titleJa, titleEn)}</h1>
${body}
</main></body></html>`;
}

/** Sends a page with its security headers; `formActions` are the origins its forms may lead to (a redirect counts). */
export function sendPage(res: Response, status: number, html: string, formActions: string[] = []): void {
  res
    .status(status)
    .set({
      'Content-Security-Policy': [
        "default-src 'none'",
        `style-src ${STYLE_HASH}`,
        "img-src 'self'",
        `form-action 'self'${formActions.map((origin) => ` ${origin}`).join('')}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    })
    .type('html')
    .send(html);
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

export interface SignInPage {
  publicBaseUrl: string;
  requestId: string;
  csrfToken: string;
  clientName: string;
  message?: { ja: string; en: string } | undefined;
  /** The external provider's name, when sign-in is delegated. */
  upstreamName?: string | undefined;
}

export function renderSignInPage(page: SignInPage): string {
  const message = page.message ? `<p class="error" role="alert">${bilingual(page.message.ja, page.message.en)}</p>` : '';
  const upstream = page.upstreamName
    ? `<form method="post" action="${escapeHtml(page.publicBaseUrl)}/oauth/sign-in/oidc">
${hidden('csrf_token', page.csrfToken)}${hidden('request', page.requestId)}
<button type="submit" class="primary">${bilingual(`${page.upstreamName} でサインイン`, `Sign in with ${page.upstreamName}`)}</button>
</form>
<p>${bilingual('または、運営者から受け取ったサインインコードを入力してください。', 'Or enter a sign-in code from the operator.')}</p>`
    : '';
  return layout(
    'サインイン',
    'Sign in',
    `<p>「${isolated(page.clientName)}」が Shokuji のあなたのアカウントへの接続を求めています。<span class="en" lang="en">"${isolated(page.clientName)}" asks to connect to your Shokuji account.</span></p>
${message}${upstream}
<form method="post" action="${escapeHtml(page.publicBaseUrl)}/oauth/sign-in">
${hidden('csrf_token', page.csrfToken)}${hidden('request', page.requestId)}
<label for="code">${bilingual('サインインコード', 'Sign-in code')}</label>
<input type="text" id="code" name="code" required autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" placeholder="XXXX-XXXX-XXXX">
<button type="submit" class="primary">${bilingual('続ける', 'Continue')}</button>
</form>`,
  );
}

const SCOPE_TEXT: Record<string, [string, string]> = {
  [MCP_SCOPE]: [
    '食品カタログの検索と、食事・栄養・運動・体重・メモ・お気に入り・評価・予算・目標の記録の閲覧と編集（ご利用プランの範囲で）',
    'Search the food catalog, and read and change your meals, nutrition, exercise, weight, notes, favorites, ratings, budgets and goals (within your plan)',
  ],
  [OFFLINE_ACCESS_SCOPE]: ['あなたが操作していない間も接続を自動で更新し続ける', 'Keep the connection renewed while you are away'],
};

export interface ConsentPage {
  publicBaseUrl: string;
  requestId: string;
  csrfToken: string;
  clientName: string;
  clientId: string;
  redirectHostAndPort: string;
  loopbackRedirect: boolean;
  scopes: string[];
  accountLabel: string;
}

export function renderConsentPage(page: ConsentPage): string {
  const scopes = page.scopes.map((scope) => `<li>${bilingual(...(SCOPE_TEXT[scope] ?? [scope, scope]))}</li>`).join('');
  const loopback = page.loopbackRedirect
    ? `<p class="warn">${bilingual(
        'このアプリはあなたの端末上で動くアプリとして接続します。心当たりのないアプリなら拒否してください。',
        'This app connects as a program on your own device. Deny if you did not start it.',
      )}</p>`
    : '';
  return layout(
    '接続の許可',
    'Allow access',
    `<div class="box"><dl>
<dt>${bilingual('アプリ', 'App')}</dt><dd>${escapeHtml(page.clientName)}</dd>
<dt>${bilingual('戻り先', 'Returns to')}</dt><dd>${escapeHtml(page.redirectHostAndPort)}</dd>
<dt>${bilingual('アカウント', 'Account')}</dt><dd>${escapeHtml(page.accountLabel)}</dd>
</dl></div>
${loopback}
<p>${bilingual('許可すると、このアプリは次のことができます：', 'If you approve, this app may:')}</p>
<ul>${scopes}</ul>
<p>${bilingual('許可はいつでも運営者に取り消してもらえます。', 'The operator can revoke this access at any time.')}</p>
<form method="post" action="${escapeHtml(page.publicBaseUrl)}/oauth/consent">
${hidden('csrf_token', page.csrfToken)}${hidden('request', page.requestId)}
<button type="submit" name="decision" value="approve" class="primary">${bilingual('許可する', 'Approve')}</button>
<button type="submit" name="decision" value="deny">${bilingual('拒否する', 'Deny')}</button>
</form>
<p class="en" lang="en">client_id: ${escapeHtml(page.clientId)}</p>`,
  );
}

export interface AuthorizeErrorPage {
  error: string;
  description: string;
  /** The alert above the details; a general one when absent. */
  message?: { ja: string; en: string };
  clientName: string;
  clientId: string;
  /** Where the client returns (host:port); null when the client is unknown. */
  redirectHostAndPort: string | null;
  /**
   * The client's redirect URI with `error`, `state` and `iss`: followed only if the user chooses to.
   * Null when client_id or redirect_uri is itself invalid: then there is no trusted way back.
   */
  backLink: string | null;
}

/** An authorization request refused before the user acted (OPERATOR-API.md → Tokens): a page, never a redirect. */
export function renderAuthorizeErrorPage(page: AuthorizeErrorPage): string {
  const message = page.message ?? {
    ja: 'このアプリからの接続リクエストに誤りがあります。',
    en: 'The connection request from this app is invalid.',
  };
  const returnsTo =
    page.redirectHostAndPort === null
      ? ''
      : `\n<dt>${bilingual('戻り先', 'Returns to')}</dt><dd>${escapeHtml(page.redirectHostAndPort)}</dd>`;
  const backLink =
    page.backLink === null
      ? ''
      : `\n<p><a id="back-to-client" href="${escapeHtml(page.backLink)}">${bilingual('アプリに戻る', 'Return to the app')}</a></p>`;
  return layout(
    '接続できません',
    'Cannot connect',
    `<p class="error" role="alert">${bilingual(message.ja, message.en)}</p>
<div class="box"><dl>
<dt>${bilingual('エラー', 'Error')}</dt><dd><code>${escapeHtml(page.error)}</code>: ${escapeHtml(page.description)}</dd>
<dt>${bilingual('アプリ', 'App')}</dt><dd>${escapeHtml(page.clientName)}</dd>${returnsTo}
</dl></div>
<p>${bilingual('心当たりのないアプリなら、このページを閉じてください。', 'If you do not know this app, close this page.')}</p>${backLink}
<p class="en" lang="en">client_id: ${escapeHtml(page.clientId)}</p>`,
  );
}

export function renderMessagePage(titleJa: string, titleEn: string, messageJa: string, messageEn: string): string {
  return layout(titleJa, titleEn, `<p class="error" role="alert">${bilingual(messageJa, messageEn)}</p>`);
}
