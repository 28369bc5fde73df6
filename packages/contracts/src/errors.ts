import { echoedText, isBlankText } from './common.schema';

/**
 * The one catalog of domain errors (API-SPEC.md → Errors). Errors carry a stable `code` and know
 * nothing of HTTP; the gateway's error handler maps codes to statuses.
 */
export const ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'premium_required',
  'forbidden',
  'not_found',
  'conflict',
  'token_limit',
  'photo_confirmed',
  'subscription_not_manageable',
  'payload_too_large',
  'quota_exceeded',
  'rate_limited',
  'insufficient_credits',
  'method_not_allowed',
  'unsupported_media_type',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface QuotaInfo {
  used: number;
  limit: number;
  remaining: number;
  period: 'day' | 'hour' | 'minute';
  resetAt: string;
}

export interface ErrorDetails {
  userMessage?: string;
  upgrade?: { feature: string; requiredTier: 'premium' };
  quota?: QuotaInfo;
  reason?: string;
  missing?: string[];
  hint?: string;
  /** AI-analysis credits left (402 insufficient_credits; OPERATOR-API.md → AI analysis). */
  creditBalance?: number;
  /** Seconds until a retry can pass; rendered as Retry-After. */
  retryAfterSec?: number;
  /** The methods the path serves (405); rendered as Allow. */
  allowedMethods?: string[];
  /** The authentication scheme's challenge of a 401 (RFC 6750: Bearer …); rendered as WWW-Authenticate. */
  challenge?: string;
  /** The content codings a request body may come in (a 415 for another one, RFC 9110 §12.5.3); rendered as Accept-Encoding. */
  acceptEncoding?: string;
}

/** Japanese texts a client may show as is when the thrower gave none. */
const DEFAULT_USER_MESSAGES: Record<ErrorCode, string> = {
  invalid_request: 'リクエストの内容に誤りがあります。',
  unauthorized: 'アクセストークンが無効か期限切れです。アプリで新しいトークンを発行してください。',
  premium_required: 'この機能はプレミアムプランでご利用いただけます。',
  forbidden: 'この操作は許可されていません。',
  not_found: '指定されたデータが見つかりません。',
  conflict: '現在の状態ではこの操作を行えません。',
  token_limit: '有効なトークンが上限に達しています。不要なトークンを無効にしてください。',
  photo_confirmed: '写真で確定した内訳は変更できません。',
  subscription_not_manageable: 'このサブスクリプションはここでは管理できません。',
  payload_too_large: '送信データが大きすぎます。',
  quota_exceeded: '利用回数の上限に達しました。リセット時刻以降にもう一度お試しください。',
  rate_limited: 'リクエストが多すぎます。しばらく待ってからもう一度お試しください。',
  insufficient_credits: 'AI解析のクレジットが不足しています。',
  method_not_allowed: 'このURLではこの操作を行えません。',
  unsupported_media_type: 'リクエスト本文は Content-Type: application/json の JSON で送ってください。',
  idempotency_key_reused: 'この Idempotency-Key は別の内容のリクエストで使われています。新しいキーを使ってください。',
  idempotency_in_progress: '同じ Idempotency-Key のリクエストを処理中です。少し待ってからもう一度お試しください。',
  unavailable: '一時的にサービスを利用できません。しばらくしてからもう一度お試しください。',
  internal_error: 'サーバーでエラーが発生しました。',
};

export class DomainError extends Error {
  readonly details: ErrorDetails;

  constructor(
    readonly code: ErrorCode,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.details = { userMessage: DEFAULT_USER_MESSAGES[code], ...details };
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export const invalidRequest = (message: string, details?: ErrorDetails) => new DomainError('invalid_request', message, details);

/** What names a shop: its id, name, English name and aliases, as GET /shops lists them. */
export interface ShopNames {
  id: string;
  name: string;
  nameEn?: string | null;
  aliases: readonly string[];
}

/** A shop's name as typed: width, case, spaces, dashes and middle dots do not matter (セブン‐イレブン, 7 eleven, ｾﾌﾞﾝ). */
const foldShopName = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-‐‑‒–—―・･.]+/gu, '');

/**
 * The shop a value sent as an id names by its name or an alias (セブン → seven-eleven, 7-Eleven → seven-eleven),
 * or null when none or several do: a chat model knows the chains by name, and a refusal that names the id saves
 * it reading the whole shop list (2026-12-07, stop 85).
 */
export function shopNamedBy(value: string, shops: readonly ShopNames[]): ShopNames | null {
  const key = foldShopName(value);
  if (!key) return null;
  const named = shops.filter((shop) => [shop.name, shop.nameEn ?? '', ...shop.aliases].some((name) => name && foldShopName(name) === key));
  return named.length === 1 ? named[0]! : null;
}

/**
 * A shop id GET /shops does not list, wherever it is sent (a record, an analysis, a search filter, sets): the field and the ids
 * for the caller, the ids for the user too, as every refused input names what to correct. Given the shops, a value that is a
 * shop's name or alias is answered with that shop's id.
 */
export const unknownShops = (field: string, shopIds: readonly string[], details?: ErrorDetails, shops?: readonly ShopNames[]) => {
  const named = shops
    ? shopIds.flatMap((value) => {
        const shop = shopNamedBy(value, shops);
        return shop ? [{ value, shop }] : [];
      })
    : [];
  const namesText = named.map(({ value, shop }) => `; ${value} is the name of shop id ${shop.id}`).join('');
  const namesMessage = named.map(({ value, shop }) => `「${value}」の店舗IDは ${shop.id}（${shop.name}）です。`).join('');
  return invalidRequest(`${field}: unknown shop id(s) ${shopIds.join(', ')}${namesText}; use an id from GET /shops`, {
    userMessage: `店舗ID「${shopIds.join('」「')}」は見つかりません。${namesMessage || 'GET /shops で確認してください。'}`,
    ...details,
  });
};

/**
 * How a refusal names an id that is blank (only spaces or characters that show nothing, as
 * DELETE /meals/%20 sends): quoted, each character other than a plain space written as its \\u escape,
 * where the id printed bare left a gap ("meal   not found"); null for an id that shows something.
 */
function blankIdShown(id: string): string | null {
  if (!isBlankText(id)) return null;
  const escaped = Array.from(echoedText(id), (character) => {
    if (character === ' ' || character === '…') return character;
    const code = character.codePointAt(0)!;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
  }).join('');
  return `"${escaped}"`;
}

/**
 * A 404 for a record id the caller has no record of, naming where ids are looked up (`lookUp`, in
 * the message and in the user's hint); a blank id is said to be blank (blankIdShown), and one with
 * spaces around it is quoted and said to have them, where printed bare the spaces did not show.
 */
export function recordNotFound(kind: string, id: string, lookUp: string): DomainError {
  const blank = blankIdShown(id);
  const what =
    blank !== null
      ? `${kind} id ${blank} is blank (only spaces or characters that show nothing): no ${kind} has it`
      : id.trim() !== id
        ? `${kind} "${echoedText(id)}" not found: the id has spaces around it, which no id has`
        : `${kind} ${id} not found`;
  return notFound(`${what}; look ids up with ${lookUp}`, `${lookUp} で記録のIDを確認してください。`);
}

export const notFound = (message: string, hint?: string) =>
  new DomainError('not_found', message, hint ? { hint, userMessage: `${DEFAULT_USER_MESSAGES.not_found}${hint}` } : {});
