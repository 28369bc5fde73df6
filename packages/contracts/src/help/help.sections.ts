import { CATALOG_SORTS } from '../catalog.schema';
import { CATALOG_GENRES } from '../catalog-genres';
import { API_BODY_LIMIT_BYTES, bodyLimitText } from '../endpoint';
import { mealPhotoEndpoint } from '../endpoints/meals.endpoints';
import { ERROR_CODES, type ErrorCode } from '../errors';

/** Each code with the HTTP status it comes with, where the caller knows them (the gateway's error handler does). */
const codesText = (statusByCode?: Record<ErrorCode, number>) =>
  ERROR_CODES.map((code) => (statusByCode ? `${code} (${statusByCode[code]})` : code)).join(', ');

/**
 * The narrative parts of GET /help: the rules that hold across endpoints. Endpoint parts are
 * generated from the endpoint descriptors (help.render.ts). Errors know nothing of HTTP, so the
 * statuses of the codes come from whoever serves the document.
 */
export const helpSections = (statusByCode?: Record<ErrorCode, number>): string[] => [
  `## What the service does
Access, from outside the mobile app, to a public Japanese food catalog (about 23,000 chain-store products and 4,000 generic dishes, searched with kana, romaji and synonyms) and to the account holder's own records: meals, daily nutrition, exercise, body weight, day notes, favorites, taste ratings, budgets and goals. It also suggests sets of one store's items that fit what is left of the day (POST /sets) and estimates a meal from a free-text description (POST /analyze-text). Chat AI clients reach the same features as MCP tools at \`/mcp\` on this host, with their own sign-in instead of a token. Units: kcal; protein, fat and carbs in g; prices in yen including tax. A date that defaults to today means today in JST (UTC+9). Success bodies carry the payload under \`data\`.`,
  `## Authentication
Send \`Authorization: Bearer <token>\` on every call except GET /help and GET /openapi.json. Tokens start with \`ext_\`, are issued in the app (or by this service's operator) and can be revoked at any time; an invalid, revoked or expired token gives 401.
- Free: 15-minute tokens, 1 active token; catalog search, shops, catalog items, /me, POST /feedback and POST /billing/portal.
- Premium (purchase, the 7-day integration trial, or the web grace period): 1 h, 6 h or 24 h tokens, up to 5 active; all personal records.
- The first successful personal-data call of an untouched account starts the 7-day (168-hour) trial and extends the current token to 1 hour. /me, catalog search and shops never start it; calls failing with 400 or 429 never start it; grace never consumes it. After the trial, personal-data calls give 403 premium_required with an \`upgrade\` object.`,
  `## Limits
- Per IP: 60 requests per minute, all callers (429 rate_limited).
- Free: 10 calls per day, catalog calls included; resets at 00:00 JST. Premium: 100 calls per hour; resets at each full UTC hour (429 quota_exceeded with a \`quota\` object and Retry-After).
- Every call that passes authentication costs 1, except POST /feedback and POST /billing/portal (0). A batch POST /meals and a multi-term POST /search cost 1. A call refused before the quota step (Order of checks under Safe retries) costs nothing: 403 premium_required or forbidden, and a 400 or 415 on the request; it still carries the X-Quota headers. Nor does a 429 of a limit checked after it (AI analyses per minute or per day, 30 records a date) or a 5xx: the call ran nothing.
- Every data response carries X-Quota-Used, X-Quota-Limit, X-Quota-Remaining, X-Quota-Period (day or hour) and X-Quota-Reset (ISO 8601).
- Every response also carries the fields of the IETF draft "RateLimit header fields for HTTP": \`RateLimit-Policy\` names each limit with its quota \`q\` and window \`w\` in seconds, \`RateLimit\` gives what remains \`r\` and the seconds \`t\` until the window resets. Policy \`"ip"\` is the per-IP limit (every answer); policy \`"user"\` is the account's call quota (answers to a call with a token), e.g. \`RateLimit-Policy: "ip";q=60;w=60, "user";q=100;w=3600\` and \`RateLimit: "ip";r=57;t=21, "user";r=88;t=1530\`. The windows are fixed (a JST day for Free, a UTC hour for Premium, a minute per IP), so \`t\` counts to the window's end.
- Every 429 carries Retry-After (seconds).
- The figures above are the defaults; an operator may set others, and \`RateLimit-Policy\` and the X-Quota headers always carry this service's.
- Bodies over ${bodyLimitText(API_BODY_LIMIT_BYTES)} give 413 payload_too_large (${bodyLimitText(mealPhotoEndpoint.bodyLimitBytes ?? API_BODY_LIMIT_BYTES)} on ${mealPhotoEndpoint.method.toUpperCase()} ${mealPhotoEndpoint.path}); a body that is not JSON (Content-Type other than application/json) gives 415 unsupported_media_type, as does one in a Content-Encoding other than gzip, deflate or br (the limit counts the inflated body); a path asked with a method it does not serve gives 405 with an Allow header. HEAD is served wherever GET is: the same checks, quota cost and headers, without the body.`,
  `## Safe retries: Idempotency-Key
Every write (POST, PUT and DELETE) accepts an \`Idempotency-Key\` header: 1-255 visible ASCII characters (a UUID is a good choice; the value as sent is the key, quotes included). Send a new key for each operation you mean to happen once, and the same key when you retry it after a timeout or a lost connection.
- A repeat by the same account with the same key, method, path and body within 24 hours (service clock) does not run again: it gets the first answer's status and body with \`Idempotent-Replayed: true\`, takes no quota (so it passes even with the quota spent), and carries the current X-Quota and RateLimit values. "The same body" means the same JSON value: key order and spacing do not matter, values do.
- The same key with another method, path or body: 422 idempotency_key_reused. A repeat while the first request still runs: 409 idempotency_in_progress with Retry-After: 1.
- Remembered: every answer but a 5xx, errors included (a 404 for an unknown meal, a 400 for a refused body, a 402 out of AI-analysis credits, a 429): a corrected request, or a retry after the reset or a top-up, takes a new key. A 5xx is not remembered, so a retry with the key runs again. A call refused before the key is looked at (401, 403) never touches it.
- Keys of different accounts never meet. A key whose first request was answered survives a restart of the service. Reads (GET) ignore the header: they are safe to repeat.
- Order of checks: per-IP limit (429) → method (405) → body size (413) → token (401) → region and plan (403) → media type and JSON syntax (415, 400) → Idempotency-Key → request validation (400) → quota (429) → the operation. A refusal from the Idempotency-Key step on is the key's first answer (remembered); one before it never touches the key.`,
  `## AI analysis: POST /analyze-text
The service's own estimator (the MEXT food composition table and standard portions; no external AI) turns a meal description into components with their amounts, kcal/protein/fat/carbs and the detailed nutrients the table measures, saves it as a my-food and records the meal. Numbers written in the text are hints only; a photo is described as text by the client (items, counts, amounts, cooking).
- Plans: Premium, an active trial or grace; Free gets 403 premium_required with \`upgrade\` (feature \`ai_analysis\`). Like every personal-data call, the first success of an untouched account starts its trial.
- Credits: each completed analysis costs 1 AI credit; the response's \`creditBalance\` is what is left. None left: 402 insufficient_credits with \`creditBalance: 0\`, nothing recorded.
- Daily cap: 20 analyses per account per JST day unless the operator set another, across REST and MCP (429 quota_exceeded, \`quota.period\` day, reset at 00:00 JST). Per minute: 3 analyses per rolling minute (429 rate_limited with Retry-After: the seconds until the oldest of the minute is a minute old).
- Costs nothing in credits: a refusal (400, 403, 404, 429), a description that names nothing edible (400 with a Japanese \`userMessage\`), any failure, and an Idempotency-Key replay. A call that reaches the call quota (see Order) costs 1 call-quota unit like every call (a 404 or 402 included), except a 429 of the daily cap or the minute, which gives its unit back.
- Order: token → plan → Idempotency-Key → request validation → call quota → replaceMealId (404) → credits (402) → daily cap → minute → the analysis.
- \`locale\`: \`en\` (or \`en-*\`) names the meal and components in English; each component also carries \`nameJa\` and \`nameEn\`. \`mealDate\`/\`mealType\` default as POST /meals. \`shopId\` (one of GET /shops) or a \`storeName\` naming a chain links the record to that chain and makes every item a catalog lookup there.
- \`catalogMatches\`: for each chain product the text names, up to 3 catalog products of that chain (best first). A strong one can be recorded with POST /meals productId. When the estimator cannot estimate a chain product itself (\`estimated: false\`), the best product's published values stand in for it as a component with its \`productId\`.
- \`replaceMealId\`: corrects a record in place (id, date, slot, rating, photo, route \`source\` and store kept; the content, at quantity 1, replaced; \`replaced: true\`); not together with mealDate/mealType; photo-confirmed components give 409. Correct a record this way, not by delete and re-create.`,
  `## Errors
Error bodies are flat JSON: \`error\` (for logs; never branch on it), \`code\` (branch on this), \`userMessage\` (Japanese text that may be shown as is) and, where they apply, \`upgrade\`, \`quota\`, \`reason\`, \`missing\`, \`hint\`; a 500 carries a \`logId\`. Codes: ${codesText(statusByCode)}. Treat an unknown code as a failure of unknown cause. After a 429, wait until the reset time.`,
  `## Catalog search values
- \`genre\` ids: ${CATALOG_GENRES.map((genre) => `\`${genre.id}\` (${genre.nameJa})`).join(', ')}.
- \`sort\`: ${CATALOG_SORTS.map((sort) => `\`${sort}\``).join(', ')}. Default \`score\` (relevance × popularity); with a target, fit to the remaining budget. Theme rankings: \`score-protein\` protein share of energy, \`score-low-cal\` fewest kcal, \`score-low-fat\` lowest fat share, \`score-low-carb\` fewest grams of carbohydrate, \`score-balance\` P/F/C shares nearest 16/25/58 %, \`score-night\` light and low in carbohydrate, \`score-morning\` 300-600 kcal with carbohydrate, breakfast menus first.
- \`mealType\`: breakfast, lunch, dinner, early_morning, mid_morning, afternoon, late_night, snack. breakfast limits to 600 kcal; snack and the four between-meal slots to 250 kcal; any value but breakfast leaves out breakfast-only menus.
- Exclusion: discontinued and hidden items never appear; \`-word\` in q excludes items matching that word.
- When no name matches q as typed, names a typo away are tried (\`fallback.kind\` typo). When the names do not carry the amount, count or size words of q (1本, 200ml, 大), the food's items without them are shown, and when the chain named beside a food has none of it, that food's items elsewhere (\`fallback.kind\` relaxed). Then, for a single-word q that names a known food, items related through ingredients and categories (\`fallback.kind\` semantic). A q that names nothing known (gibberish) answers no items, with \`fallback.kind\` none and a message saying why. English phrases (cold soba, green tea latte) match as units; a food word that is part of a chain's name (チキン, coffee) finds the items named with it, a chain's name or alias finds the chain's items.`,
];
