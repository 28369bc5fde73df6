import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toHiragana, toKatakana, toRomaji } from 'wanakana';
import { createSeededRandom, hashSeed } from '@shokuji/search-index';

/**
 * Drafts test/relevance/judged-queries.json from search-index/data by the rules written in
 * test/relevance/README.md. It never calls a search engine: judgments come from the rows' names,
 * categories, English names, shops and numbers, folded only by NFKC + katakana → hiragana, so an
 * engine bug cannot leak into "expected". Run it, read the diff, and check the lists for sense:
 *
 *   npx tsx test/relevance/judgments.draft.ts
 */

const ROOT = join(__dirname, '..', '..');
const DATA = join(ROOT, 'search-index', 'data');
const OUT = join(__dirname, 'judged-queries.json');

interface Row {
  id: string;
  name: string;
  nameEn?: string;
  category: string;
  shopId: string | null;
  cal: number;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
  status: string;
  origin: string;
  breakfastOnly: boolean;
  genres?: string[];
  productType?: string | null;
  price?: number | null;
}

const readJsonl = (file: string) =>
  readFileSync(join(DATA, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const rows: Row[] = [
  ...readJsonl('products.jsonl').map((r) => ({ ...(r as unknown as Row), id: `p_${r.productId}` })),
  ...readJsonl('dishes.jsonl').map((r) => ({ ...(r as unknown as Row), id: `g_${r.dishId}`, shopId: null, breakfastOnly: false })),
].filter((row) => row.status === 'active');

/** The judges' fold: width (NFKC), case, katakana → hiragana. Nothing else. */
const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
const folded = new Map(rows.map((row) => [row.id, { name: fold(row.name), category: fold(row.category), en: fold(row.nameEn ?? '') }]));
const has = (text: string, patterns: string[]) => patterns.some((p) => text.includes(fold(p)));

/**
 * A food concept: the surface forms people type and the name patterns that make a row "that food".
 * grade 2: the name contains a `strong` pattern; grade 1: the name contains a `weak` pattern or the
 * category contains a strong one (the row is that kind of food without naming it), unless `not`.
 */
interface Concept {
  key: string;
  kanji?: string[];
  hiragana?: string[];
  katakana?: string[];
  halfwidth?: string[];
  romaji?: string[];
  strong: string[];
  weak?: string[];
  not?: string[];
}

const CONCEPTS: Concept[] = [
  {
    key: 'gyudon',
    kanji: ['牛丼'],
    hiragana: ['ぎゅうどん'],
    katakana: ['ギュウドン'],
    halfwidth: ['ｷﾞｭｳﾄﾞﾝ'],
    romaji: ['gyudon', 'gyuudon', 'gyuudonn'],
    strong: ['牛丼', 'ぎゅうどん'],
    weak: ['牛めし'],
  },
  { key: 'oyakodon', kanji: ['親子丼'], hiragana: ['おやこどん'], katakana: ['オヤコドン'], romaji: ['oyakodon'], strong: ['親子丼'] },
  { key: 'katsudon', kanji: ['カツ丼'], hiragana: ['かつどん'], romaji: ['katsudon', 'katudon'], strong: ['カツ丼', 'かつ丼'] },
  { key: 'tendon', kanji: ['天丼'], hiragana: ['てんどん'], katakana: ['テンドン'], romaji: ['tendon', 'tenndon'], strong: ['天丼'] },
  { key: 'butadon', kanji: ['豚丼'], hiragana: ['ぶたどん'], romaji: ['butadon'], strong: ['豚丼'] },
  {
    key: 'karaage',
    kanji: ['唐揚げ'],
    hiragana: ['からあげ'],
    katakana: ['カラアゲ'],
    halfwidth: ['ｶﾗｱｹﾞ'],
    romaji: ['karaage'],
    strong: ['唐揚', 'からあげ', 'から揚げ', '唐あげ'],
  },
  {
    key: 'tempura',
    kanji: ['天ぷら'],
    hiragana: ['てんぷら'],
    katakana: ['テンプラ'],
    romaji: ['tempura', 'tenpura'],
    strong: ['天ぷら', 'てんぷら', '天麩羅'],
  },
  {
    key: 'onigiri',
    hiragana: ['おにぎり'],
    katakana: ['オニギリ'],
    halfwidth: ['ｵﾆｷﾞﾘ'],
    romaji: ['onigiri'],
    strong: ['おにぎり', 'おむすび'],
  },
  {
    key: 'ramen',
    hiragana: ['らーめん'],
    katakana: ['ラーメン'],
    halfwidth: ['ﾗｰﾒﾝ'],
    romaji: ['ramen', 'raamen'],
    strong: ['ラーメン', '拉麺'],
    weak: ['中華そば'],
  },
  { key: 'curry', hiragana: ['かれー'], katakana: ['カレー'], halfwidth: ['ｶﾚｰ'], romaji: ['kare', 'karee'], strong: ['カレー'] },
  {
    key: 'coffee',
    kanji: ['珈琲'],
    hiragana: ['こーひー'],
    katakana: ['コーヒー'],
    halfwidth: ['ｺｰﾋｰ'],
    romaji: ['kohi', 'koohii', 'kouhii'],
    strong: ['コーヒー', '珈琲'],
    weak: ['ブレンド', 'アメリカーノ'],
  },
  {
    key: 'tonkatsu',
    kanji: ['豚カツ'],
    hiragana: ['とんかつ'],
    katakana: ['トンカツ'],
    romaji: ['tonkatsu', 'tonkatu'],
    strong: ['とんかつ', '豚カツ', 'トンカツ'],
  },
  { key: 'yakitori', kanji: ['焼き鳥'], hiragana: ['やきとり'], romaji: ['yakitori'], strong: ['焼き鳥', '焼鳥', 'やきとり'] },
  {
    key: 'sushi',
    kanji: ['寿司'],
    hiragana: ['すし'],
    romaji: ['sushi', 'susi'],
    strong: ['寿司', '鮨', 'すし'],
    not: ['くら寿司', 'はま寿司', 'かっぱ寿司', '元気寿司'],
  },
  { key: 'udon', hiragana: ['うどん'], katakana: ['ウドン'], halfwidth: ['ｳﾄﾞﾝ'], romaji: ['udon', 'udonn'], strong: ['うどん', '饂飩'] },
  { key: 'soba', kanji: ['蕎麦'], hiragana: ['そば'], romaji: ['soba'], strong: ['そば', '蕎麦'], not: ['焼きそば', '焼そば', '中華そば'] },
  {
    key: 'gyoza',
    kanji: ['餃子'],
    hiragana: ['ぎょうざ'],
    katakana: ['ギョーザ'],
    romaji: ['gyoza', 'gyouza', 'gyooza'],
    strong: ['餃子', 'ぎょうざ', 'ギョーザ', 'ギョウザ'],
  },
  {
    key: 'misoshiru',
    kanji: ['味噌汁'],
    hiragana: ['みそしる'],
    romaji: ['misoshiru', 'misosiru'],
    strong: ['味噌汁', 'みそ汁', 'みそしる'],
  },
  { key: 'tonjiru', kanji: ['豚汁'], hiragana: ['とんじる'], romaji: ['tonjiru', 'tonziru'], strong: ['豚汁', 'とん汁', 'ぶた汁'] },
  {
    key: 'yakisoba',
    kanji: ['焼きそば'],
    hiragana: ['やきそば'],
    katakana: ['ヤキソバ'],
    romaji: ['yakisoba'],
    strong: ['焼きそば', '焼そば', 'やきそば'],
  },
  { key: 'natto', kanji: ['納豆'], hiragana: ['なっとう'], romaji: ['natto', 'nattou', 'nattoo'], strong: ['納豆'] },
  { key: 'tamagoyaki', kanji: ['玉子焼き'], hiragana: ['たまごやき'], romaji: ['tamagoyaki'], strong: ['玉子焼', '卵焼', 'たまご焼'] },
  {
    key: 'shogayaki',
    kanji: ['生姜焼き'],
    hiragana: ['しょうがやき'],
    romaji: ['shogayaki', 'shougayaki', 'syougayaki'],
    strong: ['生姜焼', 'しょうが焼', '生姜焼き'],
  },
  {
    key: 'hamburg',
    hiragana: ['はんばーぐ'],
    katakana: ['ハンバーグ'],
    halfwidth: ['ﾊﾝﾊﾞｰｸﾞ'],
    romaji: ['hanbagu', 'hambagu', 'hanbaagu'],
    strong: ['ハンバーグ'],
  },
  { key: 'hamburger', katakana: ['ハンバーガー'], romaji: ['hanbaga', 'hambaagaa'], strong: ['ハンバーガー'], weak: ['バーガー'] },
  {
    key: 'sandwich',
    hiragana: ['さんどいっち'],
    katakana: ['サンドイッチ'],
    romaji: ['sandoicchi', 'sandoitti'],
    strong: ['サンドイッチ', 'サンド'],
    not: ['サンドおむすび'],
  },
  { key: 'salad', hiragana: ['さらだ'], katakana: ['サラダ'], halfwidth: ['ｻﾗﾀﾞ'], romaji: ['sarada'], strong: ['サラダ'] },
  {
    key: 'pasta',
    hiragana: ['ぱすた'],
    katakana: ['パスタ'],
    romaji: ['pasuta'],
    strong: ['パスタ'],
    weak: ['スパゲッティ', 'スパゲティ', 'ペペロンチーノ', 'カルボナーラ', 'ボロネーゼ'],
  },
  { key: 'doria', hiragana: ['どりあ'], katakana: ['ドリア'], romaji: ['doria'], strong: ['ドリア'] },
  { key: 'pizza', hiragana: ['ぴざ'], katakana: ['ピザ'], romaji: ['piza'], strong: ['ピザ', 'ピッツァ'] },
  { key: 'chicken', hiragana: ['ちきん'], katakana: ['チキン'], halfwidth: ['ﾁｷﾝ'], romaji: ['chikin', 'tikin'], strong: ['チキン'] },
  { key: 'tofu', kanji: ['豆腐'], hiragana: ['とうふ'], romaji: ['tofu', 'tohu', 'toufu'], strong: ['豆腐', 'とうふ'] },
  { key: 'salmon', kanji: ['鮭'], hiragana: ['しゃけ'], romaji: ['shake', 'syake'], strong: ['鮭', 'しゃけ'], weak: ['サーモン'] },
  {
    key: 'ebi',
    kanji: ['海老'],
    hiragana: ['えび'],
    katakana: ['エビ'],
    romaji: ['ebi'],
    strong: ['海老', 'えび', 'エビ'],
    weak: ['シュリンプ'],
  },
  { key: 'chanpon', hiragana: ['ちゃんぽん'], katakana: ['チャンポン'], romaji: ['chanpon', 'champon', 'tyanpon'], strong: ['ちゃんぽん'] },
  {
    key: 'tantanmen',
    kanji: ['担々麺'],
    hiragana: ['たんたんめん'],
    romaji: ['tantanmen', 'tantammen'],
    strong: ['担々麺', '担担麺', '坦々麺', 'タンタンメン'],
  },
  { key: 'yakiniku', kanji: ['焼肉'], hiragana: ['やきにく'], romaji: ['yakiniku'], strong: ['焼肉', '焼き肉'] },
  { key: 'omurice', hiragana: ['おむらいす'], katakana: ['オムライス'], romaji: ['omuraisu'], strong: ['オムライス'] },
  { key: 'melonpan', hiragana: ['めろんぱん'], katakana: ['メロンパン'], romaji: ['meronpan'], strong: ['メロンパン'] },
  { key: 'matcha', kanji: ['抹茶'], hiragana: ['まっちゃ'], romaji: ['maccha', 'matcha', 'mattya'], strong: ['抹茶'] },
  {
    key: 'chahan',
    kanji: ['炒飯'],
    hiragana: ['ちゃーはん'],
    katakana: ['チャーハン'],
    romaji: ['chahan', 'chaahan', 'tyahan'],
    strong: ['チャーハン', '炒飯'],
  },
  {
    key: 'fries',
    hiragana: ['ふらいどぽてと'],
    katakana: ['フライドポテト'],
    romaji: ['furaidopoteto', 'huraidopoteto'],
    strong: ['フライドポテト'],
    weak: ['ポテト'],
  },
  {
    key: 'shumai',
    kanji: ['焼売'],
    hiragana: ['しゅうまい'],
    katakana: ['シュウマイ'],
    romaji: ['shumai', 'syumai', 'shuumai'],
    strong: ['シュウマイ', 'シューマイ', '焼売'],
  },
  { key: 'katsukare', hiragana: ['かつかれー'], katakana: ['カツカレー'], romaji: ['katsukare', 'katukare'], strong: ['カツカレー'] },
  { key: 'nikujaga', kanji: ['肉じゃが'], hiragana: ['にくじゃが'], romaji: ['nikujaga', 'nikuzyaga'], strong: ['肉じゃが'] },
  { key: 'oden', hiragana: ['おでん'], katakana: ['オデン'], romaji: ['oden'], strong: ['おでん'] },
  { key: 'mentaiko', kanji: ['明太子'], hiragana: ['めんたいこ'], romaji: ['mentaiko'], strong: ['明太'] },
  { key: 'tsunamayo', hiragana: ['つなまよ'], katakana: ['ツナマヨ'], romaji: ['tsunamayo', 'tunamayo'], strong: ['ツナマヨ'] },
  {
    key: 'karaagekun',
    katakana: ['からあげクン'],
    hiragana: ['からあげくん'],
    halfwidth: ['ｶﾗｱｹﾞｸﾝ'],
    romaji: ['karaagekun'],
    strong: ['からあげクン'],
  },
  { key: 'gyumeshi', kanji: ['牛めし'], hiragana: ['ぎゅうめし'], romaji: ['gyumeshi', 'gyuumesi'], strong: ['牛めし'], weak: ['牛丼'] },
  // Added on 2026-12-07 (stop 82), after the rest: 飯 typed alone is rice, ご飯, and its めし dishes; 焼き飯 is fried rice.
  {
    key: 'meshi',
    kanji: ['飯'],
    hiragana: ['めし'],
    katakana: ['メシ'],
    romaji: ['meshi'],
    strong: ['ご飯', 'ごはん', 'ライス'],
    weak: ['飯', 'めし'],
  },
  { key: 'yakimeshi', kanji: ['焼き飯'], hiragana: ['やきめし'], romaji: ['yakimeshi'], strong: ['チャーハン', '炒飯', '焼飯', '焼き飯'] },
  // Added on 2026-12-07 (stop 82, round 38), after the rest: 白米 in kana or romaji is rice; お粥 in any script is rice porridge
  // (the catalog sells one 粥 and the 雑炊 rows).
  {
    key: 'hakumai',
    kanji: ['白米'],
    hiragana: ['はくまい'],
    katakana: ['ハクマイ'],
    romaji: ['hakumai'],
    strong: ['ご飯', 'ごはん', 'ライス', '白米'],
  },
  { key: 'okayu', kanji: ['お粥'], hiragana: ['おかゆ'], romaji: ['okayu'], strong: ['粥', 'かゆ', '雑炊'] },
];

type Judged = Record<string, 1 | 2>;

function judgeConcept(concept: Concept, scope: (row: Row) => boolean = () => true): Judged {
  const judged: Judged = {};
  for (const row of rows) {
    if (!scope(row)) continue;
    const f = folded.get(row.id)!;
    if (
      concept.not &&
      has(f.name, concept.not) &&
      !has(f.name.replace(new RegExp(concept.not.map(fold).join('|'), 'g'), ''), concept.strong)
    )
      continue;
    if (has(f.name, concept.strong)) judged[row.id] = 2;
    else if (has(f.name, concept.weak ?? []) || has(f.category, concept.strong)) judged[row.id] = 1;
  }
  return judged;
}

interface Query {
  id: string;
  class: string;
  q?: string;
  params?: Record<string, string | number>;
  /** Concept key whose judged list applies (shared lists keep the file reviewable). */
  concept?: string;
  judged?: Judged;
  note?: string;
}

const queries: Query[] = [];
const conceptJudgments: Record<string, { strong: string[]; weak: string[]; judged: Judged }> = {};

for (const concept of CONCEPTS) {
  const judged = judgeConcept(concept);
  const strongCount = Object.values(judged).filter((g) => g === 2).length;
  if (strongCount < 3) {
    console.error(`concept ${concept.key}: only ${strongCount} rows, left out`);
    continue;
  }
  conceptJudgments[concept.key] = { strong: concept.strong, weak: concept.weak ?? [], judged };
  const add = (cls: string, forms: string[] | undefined) =>
    forms?.forEach((q) => queries.push({ id: `${cls}:${concept.key}:${q}`, class: cls, q, concept: concept.key }));
  add('kanji', concept.kanji);
  add('hiragana', concept.hiragana);
  add('katakana', concept.katakana);
  add('halfwidth', concept.halfwidth);
  add('romaji', concept.romaji);
}

/**
 * Prefixes typed mid-word, judged against the concepts they begin; a prefix shared by two concepts
 * is judged against both. A third element overrides: [exact name patterns, acceptable name patterns]
 * (a name that continues the typed prefix another way is acceptable).
 */
const PREFIXES: [string, string[], [string[], string[]]?][] = [
  ['gyud', ['gyudon']],
  ['gyudo', ['gyudon']],
  ['ぎゅうど', ['gyudon']],
  ['karaa', ['karaage', 'karaagekun']],
  ['からあ', ['karaage', 'karaagekun']],
  ['tonka', ['tonkatsu']],
  ['とんか', ['tonkatsu']],
  ['hanba', ['hamburg', 'hamburger']],
  ['ハンバ', ['hamburg', 'hamburger']],
  ['yakis', ['yakisoba']],
  ['やきそ', ['yakisoba']],
  ['omura', ['omurice']],
  ['オムラ', ['omurice']],
  ['tanta', ['tantanmen']],
  ['shogay', ['shogayaki']],
  ['しょうがや', ['shogayaki']],
  ['meronp', ['melonpan']],
  ['メロンパ', ['melonpan']],
  ['chanpo', ['chanpon']],
  ['ちゃんぽ', ['chanpon']],
  ['oyako', ['oyakodon']],
  ['おやこど', ['oyakodon']],
  ['nikuja', ['nikujaga']],
  ['にくじゃ', ['nikujaga']],
  ['shuma', ['shumai']],
  ['tsunama', ['tsunamayo'], [['ツナマヨ'], ['ツナマ']]],
  ['ツナマ', ['tsunamayo'], [['ツナマヨ'], ['ツナマ']]],
  ['katsuka', ['katsukare']],
  ['カツカ', ['katsukare']],
  ['furaidopo', ['fries']],
  ['フライドポ', ['fries']],
  ['misoshi', ['misoshiru']],
  ['sandoi', ['sandwich'], [['サンドイッチ'], ['サンドウィッチ']]],
  ['サンドイ', ['sandwich'], [['サンドイッチ'], ['サンドウィッチ']]],
  ['tamagoya', ['tamagoyaki']],
  ['mentai', ['mentaiko']],
];
for (const [q, keys, override] of PREFIXES) {
  if (override) {
    queries.push({ id: `prefix:${q}`, class: 'prefix', q, judged: judgeConcept({ key: q, strong: override[0], weak: override[1] }) });
    continue;
  }
  const judged: Judged = {};
  for (const key of keys) {
    const list = conceptJudgments[key]?.judged;
    if (!list) throw new Error(`prefix ${q}: unknown concept ${key}`);
    for (const [id, grade] of Object.entries(list)) judged[id] = Math.max(judged[id] ?? 0, grade) as 1 | 2;
  }
  queries.push(
    keys.length === 1 ? { id: `prefix:${q}`, class: 'prefix', q, concept: keys[0] } : { id: `prefix:${q}`, class: 'prefix', q, judged },
  );
}

/** Latin-only names (McD, KFC) are matched by the engine's shop clauses, not as a name another row prints. */
const isAscii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);

/** Chain aliases: every active product of the chain is an exact answer. */
const shops = JSON.parse(readFileSync(join(DATA, 'shops.json'), 'utf8')) as {
  id: string;
  name: string;
  nameEn: string;
  aliases: string[];
}[];
const ALIASES: [string, string][] = [
  ['マック', 'mcdonalds'],
  ['マクド', 'mcdonalds'],
  ['ファミマ', 'familymart'],
  ['famima', 'familymart'],
  ['セブン', 'seven-eleven'],
  ['セブイレ', 'seven-eleven'],
  ['セブンイレブン', 'seven-eleven'],
  ['スタバ', 'starbucks'],
  ['サイゼ', 'saizeriya'],
  ['サイゼリア', 'saizeriya'],
  ['吉牛', 'yoshinoya'],
  ['よしぎゅう', 'yoshinoya'],
  ['ココイチ', 'coco-ichibanya'],
  ['ココ壱', 'coco-ichibanya'],
  ['ケンタ', 'kfc'],
  ['ケンタッキー', 'kfc'],
  ['ミスド', 'mister-donut'],
  ['モス', 'mos-burger'],
  ['ほか弁', 'hokkahokka-tei'],
  ['ロイホ', 'royal-host'],
  ['びくドン', 'bikkuri-donkey'],
  ['天一', 'tenkaippin'],
  ['丸亀', 'marugame'],
  ['王将', 'ohsho'],
  ['まつのや', 'matsunoya'],
  ['やよいけん', 'yayoiken'],
  ['ローソン', 'lawson'],
  ['ろーそん', 'lawson'],
  ['roson', 'lawson'],
  ['matsuya', 'matsuya'],
  ['yoshinoya', 'yoshinoya'],
  ['バーキン', 'burger-king'],
  ['ミニスト', 'ministop'],
  ['セコマ', 'seicomart'],
  ['ドトール', 'doutor'],
  ['タリーズ', 'tullys'],
];
const productsOf = (shopId: string) => rows.filter((row) => row.shopId === shopId);
for (const [q, shopId] of ALIASES) {
  if (!shops.some((shop) => shop.id === shopId)) throw new Error(`unknown shop ${shopId}`);
  // Another chain's row that names this chain (天下一品監修ラーメン at Lawson for 天一) is acceptable.
  const shop = shops.find((s) => s.id === shopId)!;
  const names = [shop.name, ...shop.aliases].filter((name) => !/^\p{ASCII}+$/u.test(name) && [...name].length >= 2);
  const judged: Judged = {};
  for (const row of rows) if (row.shopId !== shopId && has(folded.get(row.id)!.name, names)) judged[row.id] = 1;
  for (const row of productsOf(shopId)) judged[row.id] = 2;
  queries.push({ id: `alias:${q}`, class: 'alias', q, judged });
}

/**
 * English: rows whose English name holds every query word as a word prefix are exact (2). Where the
 * English word is also the romaji of the Japanese name (doria, udon, nikujaga), rows of that
 * Japanese name are exact too.
 */
const ENGLISH: [string, string[]?][] = [
  ['shrimp salad'],
  ['minestrone'],
  ['escargot'],
  ['corn soup'],
  ['spicy chicken'],
  ['doria', ['ドリア']],
  ['carbonara'],
  ['hamburg steak'],
  ['peperoncino'],
  // Hepburn writes ティラミス tiramisu (wanakana's teiramisu missed it): a romaji homograph as doria is.
  ['tiramisu', ['ティラミス']],
  ['focaccia'],
  ['lamb skewers'],
  ['spinach'],
  ['popcorn shrimp'],
  ['sausage'],
  ['green salad'],
  ['pudding'],
  ['gelato'],
  ['nikujaga', ['肉じゃが']],
  ['miso soup'],
  ['curry rice'],
  ['grilled salmon'],
  ['ginger pork'],
  ['udon', ['うどん']],
  ['set meal'],
];
const enWords = (text: string) => text.split(/[^a-z0-9]+/).filter(Boolean);
for (const [q, romajiHomograph] of ENGLISH) {
  const words = enWords(q);
  const judged: Judged = romajiHomograph ? judgeConcept({ key: q, strong: romajiHomograph }) : {};
  for (const row of rows) {
    const en = enWords(folded.get(row.id)!.en);
    if (en.length && words.every((word) => en.some((w) => w.startsWith(word)))) judged[row.id] = 2;
  }
  if (Object.keys(judged).length === 0) {
    console.error(`english ${q}: no row, left out`);
    continue;
  }
  queries.push({ id: `english:${q}`, class: 'english', q, judged });
}

/**
 * English words for foods the catalog names only in Japanese (no English name on the row): the
 * Japanese rows are exact. This class measures a known gap (docs/catalog-search.md).
 */
const ENGLISH_FOR_JAPANESE: [string, string][] = [
  ['pudding', 'プリン'],
  ['coffee', 'コーヒー'],
  ['salad', 'サラダ'],
  ['sandwich', 'サンドイッチ'],
  ['fried chicken', '唐揚げ'],
  ['rice ball', 'おにぎり'],
  ['beef bowl', '牛丼'],
  ['dumplings', '餃子'],
  ['fried rice', 'チャーハン'],
  ['green tea', '緑茶'],
];
for (const [q, ja] of ENGLISH_FOR_JAPANESE) {
  const concept = CONCEPTS.find((c) => c.strong.includes(ja) || c.kanji?.includes(ja) || c.katakana?.includes(ja));
  const judged = judgeConcept(concept ?? { key: q, strong: [ja] });
  for (const row of rows)
    if (enWords(q).every((word) => enWords(folded.get(row.id)!.en).some((w) => w.startsWith(word)))) judged[row.id] = 2;
  queries.push({ id: `english-ja:${q}`, class: 'english-ja', q, judged, note: `Japanese rows named ${ja}` });
}

/** Deterministic pick of real rows with long names, spread over the chains (every k-th). */
function longRealNames(minChars: number, count: number, salt: number): Row[] {
  const seen = new Set<string>();
  const candidates = rows.filter((row) => {
    const chars = [...row.name.replace(/[\s（）()・]/g, '')];
    if (row.origin !== 'real' || chars.length < minChars || seen.has(row.name)) return false;
    seen.add(row.name);
    return true;
  });
  const step = Math.floor(candidates.length / count);
  return Array.from({ length: count }, (_, i) => candidates[(i * step + salt) % candidates.length]!);
}
/** The rows of that exact name (2), and rows whose name continues it, such as a size or a pack (1). */
const sameName = (name: string): Judged =>
  Object.fromEntries(
    rows.flatMap((row): [string, 1 | 2][] =>
      fold(row.name) === fold(name) ? [[row.id, 2]] : fold(row.name).startsWith(fold(name)) ? [[row.id, 1]] : [],
    ),
  );

/** Exact full names of real products (as printed on the chain's menu). */
for (const row of longRealNames(6, 30, 3)) queries.push({ id: `exact:${row.id}`, class: 'exact', q: row.name, judged: sameName(row.name) });

/** Typos: one character dropped or replaced in a long real name (≥ 10 characters). */
longRealNames(10, 40, 11).forEach((row, i) => {
  const chars = [...row.name];
  const at = Math.floor(chars.length / 2) + (i % 3) - 1;
  const typo =
    i % 2 === 0
      ? [...chars.slice(0, at), ...chars.slice(at + 1)]
      : [...chars.slice(0, at), chars[at] === 'の' ? 'な' : 'の', ...chars.slice(at + 1)];
  queries.push({
    id: `typo:${row.id}`,
    class: 'typo',
    q: typo.join(''),
    judged: sameName(row.name),
    note: `${i % 2 === 0 ? 'dropped' : 'replaced'} a character of ${row.name}`,
  });
});

/** Shop + item: the chain's rows that are that food (2), or of that category (1). */
const MULTI: [string, string, string | string[]][] = [
  ['マック ポテト', 'mcdonalds', 'ポテト'],
  ['マクド バーガー', 'mcdonalds', 'バーガー'],
  ['吉野家 牛丼', 'yoshinoya', '牛丼'],
  ['吉牛 牛丼', 'yoshinoya', '牛丼'],
  ['松屋 牛めし', 'matsuya', '牛めし'],
  ['matsuya gyumeshi', 'matsuya', '牛めし'],
  ['セブン おにぎり', 'seven-eleven', ['おにぎり', 'おむすび']],
  ['セブン サラダ', 'seven-eleven', 'サラダ'],
  ['ファミマ チキン', 'familymart', 'チキン'],
  ['ファミマ おにぎり', 'familymart', ['おにぎり', 'おむすび']],
  ['ローソン からあげクン', 'lawson', 'からあげクン'],
  ['lawson karaagekun', 'lawson', 'からあげクン'],
  ['スタバ ラテ', 'starbucks', 'ラテ'],
  ['サイゼ ドリア', 'saizeriya', 'ドリア'],
  ['サイゼリヤ パスタ', 'saizeriya', 'パスタ'],
  ['saizeriya doria', 'saizeriya', 'ドリア'],
  ['ココイチ カツカレー', 'coco-ichibanya', 'カツカレー'],
  ['ほっともっと のり弁', 'hottomotto', 'のり弁'],
  ['松のや ロースかつ', 'matsunoya', 'ロースかつ'],
  ['ケンタ チキン', 'kfc', 'チキン'],
  ['モス バーガー', 'mos-burger', 'バーガー'],
  ['すき家 牛丼', 'sukiya', '牛丼'],
  ['ミスド ドーナツ', 'mister-donut', 'ドーナツ'],
  ['やよい軒 定食', 'yayoiken', '定食'],
  ['ローソン サンドイッチ', 'lawson', 'サンド'],
  ['yoshinoya gyudon', 'yoshinoya', '牛丼'],
  ['セブン パスタ', 'seven-eleven', 'パスタ'],
  ['ファミマ コーヒー', 'familymart', 'コーヒー'],
];
for (const [q, shopId, item] of MULTI) {
  const judged = judgeConcept({ key: q, strong: typeof item === 'string' ? [item] : item }, (row) => row.shopId === shopId);
  if (!Object.values(judged).some((g) => g === 2)) {
    console.error(`multiword ${q}: no row, left out`);
    continue;
  }
  queries.push({ id: `multiword:${q}`, class: 'multiword', q, judged });
}

/**
 * Budget fit: rows that pass the hard limits (scope, kcal ≤ target × 1.05, targeted P/F/C
 * published) and sit close to every target. grade 2: kcal within 5 % and each P/F/C within
 * max(2 g, 10 %); grade 1: kcal within 15 % and each P/F/C within max(5 g, 25 %).
 */
const BUDGETS: { params: Record<string, string | number>; scope: (row: Row) => boolean; concept?: string }[] = [
  { params: { targetCal: 500, targetProtein: 30, shop: 'seven-eleven' }, scope: (r) => r.shopId === 'seven-eleven' },
  { params: { targetCal: 700, targetProtein: 30, shop: 'matsuya' }, scope: (r) => r.shopId === 'matsuya' },
  { params: { targetCal: 300, targetProtein: 20, shop: 'lawson' }, scope: (r) => r.shopId === 'lawson' },
  { params: { targetCal: 250, shop: 'familymart' }, scope: (r) => r.shopId === 'familymart' },
  { params: { targetCal: 600, targetProtein: 25, targetFat: 20, targetCarbs: 70, include: 'dishes' }, scope: (r) => r.id.startsWith('g_') },
  { params: { targetCal: 400, targetProtein: 30, include: 'dishes' }, scope: (r) => r.id.startsWith('g_') },
  { params: { targetCal: 800, shop: 'yoshinoya' }, scope: (r) => r.shopId === 'yoshinoya' },
  { params: { targetCal: 900, targetProtein: 35, shop: 'matsunoya' }, scope: (r) => r.shopId === 'matsunoya' },
  {
    params: { targetCal: 500, targetProtein: 20, targetFat: 15, targetCarbs: 65, shop: 'yayoiken' },
    scope: (r) => r.shopId === 'yayoiken',
  },
  {
    params: { targetCal: 350, targetProtein: 15, shop: 'seven-eleven,lawson,familymart' },
    scope: (r) => ['seven-eleven', 'lawson', 'familymart'].includes(r.shopId ?? ''),
  },
  { params: { targetCal: 200, targetProtein: 10 }, scope: () => true },
  { params: { targetCal: 650, targetProtein: 40 }, scope: () => true },
  { params: { targetCal: 450, targetFat: 10 }, scope: () => true },
  { params: { targetCal: 300, targetCarbs: 50, include: 'products' }, scope: (r) => r.id.startsWith('p_') },
  { params: { targetCal: 550, shop: 'saizeriya' }, scope: (r) => r.shopId === 'saizeriya' },
  { params: { targetCal: 450, targetProtein: 20, shop: 'hottomotto' }, scope: (r) => r.shopId === 'hottomotto' },
  { params: { q: 'おにぎり', targetCal: 250 }, scope: () => true, concept: 'onigiri' },
  { params: { q: 'サラダ', targetCal: 150, targetProtein: 10 }, scope: () => true, concept: 'salad' },
  { params: { q: 'カレー', targetCal: 800 }, scope: () => true, concept: 'curry' },
  { params: { q: 'チキン', targetCal: 300, targetProtein: 25 }, scope: () => true, concept: 'chicken' },
  { params: { q: '牛丼', targetCal: 650, targetProtein: 20 }, scope: () => true, concept: 'gyudon' },
  { params: { q: 'パスタ', targetCal: 600 }, scope: () => true, concept: 'pasta' },
  { params: { q: 'うどん', targetCal: 400, targetProtein: 12 }, scope: () => true, concept: 'udon' },
  { params: { targetCal: 600, targetProtein: 30, mealType: 'lunch' }, scope: (r) => !r.breakfastOnly },
  { params: { targetCal: 180, targetProtein: 12, targetFat: 6 }, scope: () => true },
];
const within = (value: number | null, target: number, abs: number, rel: number) =>
  value !== null && Math.abs(value - target) <= Math.max(abs, rel * target);
for (const budget of BUDGETS) {
  const p = budget.params as Record<string, number>;
  const conceptStrong = budget.concept ? new Set(Object.keys(conceptJudgments[budget.concept]!.judged)) : null;
  const judged: Judged = {};
  for (const row of rows) {
    if (!budget.scope(row) || (conceptStrong && !conceptStrong.has(row.id))) continue;
    if (row.cal > p.targetCal! * 1.05) continue;
    const macros = (['protein', 'fat', 'carbs'] as const).filter((m) => p[`target${m[0]!.toUpperCase()}${m.slice(1)}`] !== undefined);
    const target = (m: (typeof macros)[number]) => p[`target${m[0]!.toUpperCase()}${m.slice(1)}`]!;
    if (macros.some((m) => row[m] === null)) continue;
    if (within(row.cal, p.targetCal!, 0, 0.05) && macros.every((m) => within(row[m], target(m), 2, 0.1))) judged[row.id] = 2;
    else if (within(row.cal, p.targetCal!, 0, 0.15) && macros.every((m) => within(row[m], target(m), 5, 0.25))) judged[row.id] = 1;
  }
  const label = Object.entries(budget.params)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  if (!Object.keys(judged).length) {
    console.error(`budget ${label}: no row fits, left out`);
    continue;
  }
  queries.push({ id: `budget:${label}`, class: 'budget', params: budget.params, judged });
}

/*
 * The four trust classes of docs/catalog-search.md (nonsense, shop-vs-item, English phrases, typos), drafted from the data like the
 * rest, before any ranking was tuned for them: nonsense, shop-vs-item, english-phrase, misspelling.
 */

/** Name patterns: '|' separates alternatives, '&' joins groups that must all be in the name (鮭|しゃけ&おにぎり). */
const matchesPattern = (text: string, pattern: string) =>
  pattern.split('&').every((group) => group.split('|').some((alternative) => text.includes(fold(alternative))));
const wordsOf = (text: string) => text.split(/[^a-z0-9]+/).filter(Boolean);
/** The English phrase's words in a row, one after the other ("omelet rice" is not "omelet and rice"). */
const hasEnglishPhrase = (en: string, phrase: string) => ` ${wordsOf(en).join(' ')} `.includes(` ${wordsOf(phrase).join(' ')} `);

/** Grade 2 for a name matching a strong pattern (or the English phrase), 1 for a weak one, unless a `not` pattern. */
function judgeNames(strong: string[], weak: string[] = [], options: { english?: string; not?: string[] } = {}): Judged {
  const judged: Judged = {};
  for (const row of rows) {
    const f = folded.get(row.id)!;
    if (options.not?.some((pattern) => matchesPattern(f.name, pattern))) continue;
    if (strong.some((pattern) => matchesPattern(f.name, pattern)) || (options.english && hasEnglishPhrase(f.en, options.english)))
      judged[row.id] = 2;
    else if (weak.some((pattern) => matchesPattern(f.name, pattern))) judged[row.id] = 1;
  }
  return judged;
}
const strongCount = (judged: Judged) => Object.values(judged).filter((grade) => grade === 2).length;

/** Everything the catalog and the bundled dictionaries call food, folded: nonsense must contain none of it. */
const JA_TEXT_DATA = join(ROOT, 'packages', 'ja-text', 'data');
const tsvColumn = (file: string, column: string) => {
  const [header, ...lines] = readFileSync(join(JA_TEXT_DATA, file), 'utf8').split('\n');
  const at = header!.split('\t').indexOf(column);
  return lines.map((line) => line.split('\t')[at] ?? '').filter(Boolean);
};
const foodTexts = [
  ...rows.flatMap((row) => [row.name, row.category]),
  ...shops.flatMap((shop) => [shop.name, ...shop.aliases]),
  ...tsvColumn('food_readings.tsv', 'surface'),
  ...tsvColumn('food_readings.tsv', 'reading'),
  ...tsvColumn('sudachi_food_synonyms.tsv', 'surface'),
].map(fold);
const foodKanji = new Set(foodTexts.flatMap((text) => [...text].filter((c) => /\p{Script=Han}/u.test(c))));
/** Every 3 characters in a row that some food text has: a string with none of them spells no food word. */
const foodTrigrams = new Set(foodTexts.flatMap((text) => [...text].slice(2).map((_, i) => [...text].slice(i, i + 3).join(''))));
const spellsNoFood = (text: string) => {
  const chars = [...fold(text).replace(/\s/g, '')];
  return chars.slice(2).every((_, i) => !foodTrigrams.has(chars.slice(i, i + 3).join('')));
};

const random = createSeededRandom(hashSeed('issue-13 trust classes'));
const randomString = (pool: string[], min: number, max: number) =>
  Array.from({ length: random.int(min, max) }, () => random.pick(pool)).join('');

/**
 * Nonsense: strings that name no food, in the shapes people (and fuzzers) send: consonant strings,
 * keyboard rows, kanji the catalog and the dictionaries never use, kana soup, and mixes of scripts.
 * Nothing is relevant; the measure is the share answering 0 items.
 */
const CONSONANTS = [...'bcdfghjklmnpqrstvwxz'];
const RARE_KANJI = Array.from({ length: 0x9fa5 - 0x4e00 }, (_, i) => String.fromCodePoint(0x4e00 + i)).filter((c) => !foodKanji.has(c));
const KANA = [
  ...'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんがぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽゃゅょっ',
];
const KEYBOARD_ROWS = [
  'qwrtp',
  'asdfghjkl',
  'zxcvbnm',
  'lkjhgfdsa',
  'mnbvcxz',
  'qazwsxedc',
  'poiuytrewq',
  'wsxcdrfv',
  'plokmijn',
  'hjklfdsg',
];
const nonsense: string[] = [];
const addNonsense = (make: () => string, count: number) => {
  for (let made = 0, tries = 0; made < count && tries < 1000; tries++) {
    const text = make();
    if (nonsense.includes(text) || !spellsNoFood(text)) continue;
    nonsense.push(text);
    made++;
  }
};
addNonsense(() => randomString(CONSONANTS, 5, 9), 12);
KEYBOARD_ROWS.filter(spellsNoFood).forEach((row) => nonsense.push(row));
addNonsense(() => randomString(RARE_KANJI, 2, 4), 12);
addNonsense(() => randomString(KANA, 4, 8), 8);
addNonsense(() => toKatakana(randomString(KANA, 4, 8)), 6);
addNonsense(() => random.shuffle([randomString(CONSONANTS, 2, 3), randomString(KANA, 2, 3), randomString(RARE_KANJI, 1, 2)]).join(''), 6);
addNonsense(() => `${randomString(RARE_KANJI, 1, 2)}${random.int(10, 999)}${randomString(CONSONANTS, 2, 3)}`, 3);
addNonsense(() => `${randomString(CONSONANTS, 3, 5)} ${toKatakana(randomString(KANA, 3, 5))}`, 3);
for (const q of nonsense) queries.push({ id: `nonsense:${q}`, class: 'nonsense', q, judged: {} });

/**
 * Shop vs item. A: food words that are part of chain names (チキン in ケンタッキーフライドチキン, coffee
 * in Starbucks Coffee): the rows named with the food are the answer, the chain's other rows are not.
 * B: a chain's full name, in Japanese or English: that chain's rows are the answer, as for aliases.
 */
const SHOP_WORDS: { q: string[]; strong: string[]; weak?: string[]; english?: string; not?: string[] }[] = [
  { q: ['チキン', 'ちきん', 'chikin'], strong: ['チキン'], weak: ['鶏', 'ナゲット', '唐揚', 'からあげ'] },
  {
    q: ['chicken'],
    strong: ['チキン', '鶏'],
    weak: ['ナゲット', '唐揚', 'からあげ', 'から揚げ', '焼き鳥', '焼鳥', 'ファミチキ', 'ななチキ', 'Lチキ'],
    english: 'chicken',
  },
  { q: ['フライドチキン'], strong: ['フライドチキン'], weak: ['チキン', '唐揚', 'からあげ'] },
  { q: ['バーガー', 'ばーがー', 'burger'], strong: ['バーガー'], english: 'burger' },
  { q: ['ハンバーガー', 'hamburger'], strong: ['ハンバーガー'], weak: ['バーガー'], english: 'hamburger' },
  {
    q: ['コーヒー', 'こーひー', 'kohi'],
    strong: ['コーヒー', '珈琲'],
    weak: ['ラテ', 'カプチーノ', 'エスプレッソ', 'アメリカーノ', 'ブレンド', 'モカ'],
  },
  {
    q: ['coffee'],
    strong: ['コーヒー', '珈琲'],
    weak: ['ラテ', 'カプチーノ', 'エスプレッソ', 'アメリカーノ', 'ブレンド', 'モカ'],
    english: 'coffee',
  },
  { q: ['珈琲'], strong: ['珈琲', 'コーヒー'], weak: ['ラテ', 'カプチーノ', 'エスプレッソ', 'アメリカーノ', 'ブレンド'] },
  { q: ['ドーナツ', 'どーなつ', 'donut', 'doughnut'], strong: ['ドーナツ', 'ドーナッツ'], english: 'donut' },
  { q: ['カレー', 'curry'], strong: ['カレー'], english: 'curry' },
  { q: ['天丼', 'てんどん'], strong: ['天丼'] },
  { q: ['うどん', 'udon'], strong: ['うどん', '饂飩'], english: 'udon' },
  { q: ['そば', 'soba'], strong: ['そば', '蕎麦'], not: ['焼きそば', '焼そば', '中華そば'], english: 'soba' },
  { q: ['焼肉', 'yakiniku'], strong: ['焼肉', '焼き肉'] },
  { q: ['餃子', 'ぎょうざ', 'gyoza'], strong: ['餃子', 'ぎょうざ', 'ギョーザ', 'ギョウザ'], english: 'gyoza' },
  { q: ['ピザ', 'ぴざ', 'pizza'], strong: ['ピザ', 'ピッツァ'], english: 'pizza' },
  { q: ['寿司', 'sushi'], strong: ['寿司', '鮨', 'すし'], not: ['くら寿司', 'はま寿司', 'かっぱ寿司', '元気寿司'], english: 'sushi' },
  { q: ['カフェ', 'cafe'], strong: ['カフェ'], english: 'cafe' },
  { q: ['ハム', 'ham'], strong: ['ハム'], not: ['ハムカツ|ハンバ'], english: 'ham' },
  { q: ['パン', 'bread'], strong: ['パン'], not: ['パンケーキ', 'パンナコッタ', 'パンプキン', 'フライパン', 'パンチ'], english: 'bread' },
  { q: ['milk', 'ミルク'], strong: ['ミルク', '牛乳'], english: 'milk' },
  { q: ['麺'], strong: ['麺'] },
  { q: ['中華'], strong: ['中華'] },
  { q: ['ごはん'], strong: ['ごはん', 'ご飯'] },
];
for (const word of SHOP_WORDS) {
  const judged = judgeNames(word.strong, word.weak ?? [], { english: word.english, not: word.not });
  for (const q of word.q) queries.push({ id: `shop-vs-item:${q}`, class: 'shop-vs-item', q, judged, note: 'rows named with the food' });
}
const CHAIN_NAMES: [string, string][] = [
  ['ケンタッキーフライドチキン', 'kfc'],
  ['Kentucky Fried Chicken', 'kfc'],
  ['ミスタードーナツ', 'mister-donut'],
  ['Mister Donut', 'mister-donut'],
  ['はなまるうどん', 'hanamaru'],
  ['Hanamaru Udon', 'hanamaru'],
  ['富士そば', 'fuji-soba'],
  ['Fuji Soba', 'fuji-soba'],
  ['ゴーゴーカレー', 'gogo-curry'],
  ['Go Go Curry', 'gogo-curry'],
  ['焼肉ライク', 'yakiniku-like'],
  ['餃子の王将', 'ohsho'],
  ['ドミノピザ', 'dominos'],
  ['ピザハット', 'pizza-hut'],
  ['Pizza Hut', 'pizza-hut'],
  ['タリーズコーヒー', 'tullys'],
  ['スターバックスコーヒー', 'starbucks'],
  ['Starbucks Coffee', 'starbucks'],
  ['天丼てんや', 'tenya'],
  ['丸亀製麺', 'marugame'],
  ['バーガーキング', 'burger-king'],
  ['Burger King', 'burger-king'],
  ['フレッシュネスバーガー', 'freshness-burger'],
  ['ドムドムハンバーガー', 'domdom'],
  ['モスバーガー', 'mos-burger'],
  ['コメダ珈琲店', 'komeda'],
  ['星乃珈琲店', 'hoshino-coffee'],
  ['くら寿司', 'kura-sushi'],
  ['はま寿司', 'hama-sushi'],
  ['かっぱ寿司', 'kappa-sushi'],
  ['サンマルクカフェ', 'saint-marc-cafe'],
  ['山崎製パン', 'yamazaki-pan'],
  ['伊藤ハム', 'itoham'],
  ['プリマハム', 'primaham'],
  ['森永乳業', 'morinaga-milk'],
];
for (const [q, shopId] of CHAIN_NAMES) {
  const shop = shops.find((s) => s.id === shopId);
  if (!shop) throw new Error(`unknown shop ${shopId}`);
  const names = [shop.name, ...shop.aliases].filter((name) => !isAscii(name) && [...name].length >= 2);
  const judged: Judged = {};
  for (const row of rows) if (row.shopId !== shopId && has(folded.get(row.id)!.name, names)) judged[row.id] = 1;
  for (const row of productsOf(shopId)) judged[row.id] = 2;
  queries.push({ id: `shop-vs-item:${q}`, class: 'shop-vs-item', q, judged, note: `the chain ${shopId}` });
}

/**
 * English phrases for foods the catalog names in Japanese: the Japanese rows of the food (2; 1 for a
 * looser form), and rows whose English name has the phrase's words in a row (2).
 */
const ENGLISH_PHRASES: [string, string[], string[]?][] = [
  ['cold soba', ['冷やし&そば|蕎麦', 'ざるそば', 'もりそば', 'ざる蕎麦', '冷そば']],
  ['green tea latte', ['抹茶ラテ', '抹茶オレ', '抹茶ミルク', 'グリーンティーラテ', '抹茶&ラテ']],
  ['matcha latte', ['抹茶ラテ', '抹茶オレ', '抹茶&ラテ']],
  ['omelet rice', ['オムライス']],
  ['omelette rice', ['オムライス']],
  ['fried chicken', ['唐揚', 'からあげ', 'から揚げ', '唐あげ', 'フライドチキン'], ['チキン', 'ナゲット']],
  ['beef bowl', ['牛丼', '牛めし'], ['牛&丼']],
  ['pork bowl', ['豚丼'], ['豚&丼']],
  ['chicken and egg bowl', ['親子丼']],
  ['tempura bowl', ['天丼']],
  ['eel bowl', ['うな丼', '鰻丼', 'うな重'], ['うなぎ|鰻']],
  ['curry rice', ['カレーライス'], ['カレー']],
  ['pork cutlet', ['とんかつ', 'トンカツ', '豚カツ', 'ロースかつ', 'ヒレかつ', 'ロースカツ', 'ヒレカツ'], ['カツ|かつ']],
  ['rice ball', ['おにぎり', 'おむすび']],
  ['fried rice', ['チャーハン', '炒飯', '焼飯']],
  ['miso soup', ['味噌汁', 'みそ汁']],
  ['pork miso soup', ['豚汁', 'とん汁']],
  ['iced coffee', ['アイスコーヒー', 'アイス&珈琲'], ['コーヒー']],
  ['cafe latte', ['カフェラテ', 'カフェ・ラテ'], ['ラテ']],
  ['milk tea', ['ミルクティー', 'ミルクティ'], ['紅茶']],
  ['french fries', ['フライドポテト', 'ポテトフライ'], ['ポテト']],
  ['potato salad', ['ポテトサラダ', 'ポテサラ']],
  ['chicken nuggets', ['ナゲット']],
  ['cream puff', ['シュークリーム']],
  ['soft serve', ['ソフトクリーム', 'ソフトツイスト'], ['ソフト']],
  ['apple pie', ['アップルパイ']],
  ['spring rolls', ['春巻', '春まき']],
  ['fried noodles', ['焼きそば', '焼そば', 'やきそば'], ['焼うどん', '焼きうどん']],
  ['mapo tofu', ['麻婆豆腐', 'マーボー豆腐']],
  ['tuna mayo', ['ツナマヨ']],
  ['salmon rice ball', ['鮭|しゃけ|さけ|サーモン&おにぎり|おむすび']],
  ['egg sandwich', ['たまご|玉子|卵|タマゴ|エッグ&サンド']],
  ['ham sandwich', ['ハム&サンド']],
  ['melon bread', ['メロンパン']],
  ['curry bread', ['カレーパン']],
  ['chocolate cake', ['チョコ&ケーキ', 'ガトーショコラ']],
  ['cheese cake', ['チーズケーキ']],
  ['roast beef', ['ローストビーフ']],
  ['beef stew', ['ビーフシチュー']],
  ['cream stew', ['クリームシチュー']],
  ['cold tofu', ['冷奴', '冷ややっこ']],
  ['soy milk', ['豆乳']],
  ['orange juice', ['オレンジジュース', 'オレンジ&ジュース'], ['オレンジ']],
  ['fried egg', ['目玉焼']],
  ['rolled omelette', ['卵焼', '玉子焼', 'だし巻', '厚焼']],
  ['fried oysters', ['カキフライ', 'かきフライ', '牡蠣フライ']],
  ['beef curry', ['ビーフカレー', '牛&カレー']],
  ['chicken curry', ['チキンカレー', 'チキン|鶏&カレー']],
  ['cutlet curry', ['カツカレー']],
  ['oolong tea', ['烏龍茶', 'ウーロン茶']],
  ['black tea', ['紅茶']],
  ['hot dog', ['ホットドッグ', 'ホットドック']],
  ['fish burger', ['フィッシュバーガー', 'フィレオフィッシュ']],
  ['cheese burger', ['チーズバーガー']],
  ['teriyaki burger', ['てりやきバーガー', '照り焼きバーガー', 'テリヤキバーガー', '照焼バーガー']],
  ['sweet and sour pork', ['酢豚']],
  ['twice cooked pork', ['回鍋肉', 'ホイコーロー']],
  ['soy sauce ramen', ['醤油ラーメン', 'しょうゆラーメン', '醤油らーめん']],
  ['miso ramen', ['味噌ラーメン', 'みそラーメン']],
  ['salt ramen', ['塩ラーメン']],
  ['meat sauce', ['ミートソース']],
  ['chicken salad', ['サラダチキン', 'チキンサラダ', 'チキン|鶏&サラダ']],
  ['seaweed salad', ['海藻サラダ', 'わかめサラダ']],
  ['tuna salad', ['ツナサラダ', 'ツナ&サラダ']],
  ['grilled chicken', ['焼き鳥', '焼鳥', 'やきとり', 'グリルチキン', 'チキングリル'], ['照り焼&チキン|鶏']],
  ['strawberry milk', ['いちご|苺|ストロベリー&ミルク|オレ|牛乳']],
];
for (const [phrase, strong, weak] of ENGLISH_PHRASES) {
  const judged = judgeNames(strong, weak ?? [], { english: phrase });
  if (strongCount(judged) < 3) {
    console.error(`english-phrase ${phrase}: ${strongCount(judged)} rows, left out`);
    continue;
  }
  queries.push({ id: `english-phrase:${phrase}`, class: 'english-phrase', q: phrase, judged });
}

/**
 * Misspellings of food words in every script, one edit (words of 5+ letters as typed) or two (9+),
 * the lengths at which Meilisearch and Typesense correct. Latin and kana typos are keyboard slips:
 * kana are typed as romaji through the IME, so a kana typo is a slip in the romaji it was typed with
 * (or a dropped voicing mark); kanji typos are the visually close or homophone kanji an IME or a
 * reader confuses. A typo that spells something in the catalog is skipped (it is not a misspelling
 * then). Judged as the word spelled right.
 */
const QWERTY = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const neighbours = (key: string): string[] => {
  const row = QWERTY.findIndex((r) => r.includes(key));
  if (row < 0) return [];
  const at = QWERTY[row]!.indexOf(key);
  return [QWERTY[row]![at - 1], QWERTY[row]![at + 1], QWERTY[row - 1]?.[at], QWERTY[row + 1]?.[at]].filter((k): k is string => !!k);
};
/** Optimal string alignment distance (an adjacent swap is one edit), to check what was made. */
function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[x.length]![y.length]!;
}
/** One keyboard slip on a latin word: a neighbouring key, a dropped or doubled-up key, or two keys swapped. */
function slip(word: string): string {
  const at = random.int(0, word.length - 1);
  const key = word[at]!;
  const op = random.pick(['neighbour', 'drop', 'insert', 'swap']);
  if (op === 'neighbour' && neighbours(key).length) return word.slice(0, at) + random.pick(neighbours(key)) + word.slice(at + 1);
  if (op === 'drop') return word.slice(0, at) + word.slice(at + 1);
  if (op === 'insert' && neighbours(key).length) return word.slice(0, at + 1) + random.pick(neighbours(key)) + word.slice(at + 1);
  if (at + 1 < word.length && word[at + 1] !== key) return word.slice(0, at) + word[at + 1] + key + word.slice(at + 2);
  return word;
}
const inCatalog = (text: string) => foodTexts.some((food) => food.includes(fold(text)));
/** `edits` slips on a latin spelling, checked to be exactly that far and spelling nothing in the catalog. */
function misspell(latin: string, edits: number, toScript: (romaji: string) => string | null): string | null {
  for (let tries = 0; tries < 200; tries++) {
    let typo = latin;
    for (let e = 0; e < edits; e++) typo = slip(typo);
    // Counted on what was typed too, as Meilisearch counts the query word: a dropped key can make it too short.
    if (editDistance(typo, latin) !== edits || editsFor(typo) < edits) continue;
    const text = toScript(typo);
    if (text && !inCatalog(text)) return text;
  }
  return null;
}
/** Meilisearch's defaults: one typo from 5 typed characters, two from 9. */
const editsFor = (typed: string) => (typed.length >= 9 ? 2 : typed.length >= 5 ? 1 : 0);
const kanaOnly = (text: string) => (/^[\u3041-\u309f\u30a0-\u30ffー]+$/u.test(text) ? text : null);
/** A dropped voicing mark (ガ → カ, プ → フ), the other common kana slip. */
const UNVOICED: Record<string, string> = Object.fromEntries(
  [...'がぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽ'].map((c) => [
    c,
    String.fromCharCode(c.charCodeAt(0) - (/[ぱぴぷぺぽ]/u.test(c) ? 2 : 1)),
  ]),
);

/** Half-width katakana as old keyboards and receipts print it (ガ → ｶﾞ), the reverse of NFKC. */
const HALF_WIDTH = new Map(
  Array.from({ length: 0xff9f - 0xff61 + 1 }, (_, i) => String.fromCharCode(0xff61 + i)).map((half) => [half.normalize('NFKC'), half]),
);
const toHalfWidth = (katakana: string) =>
  [...katakana]
    .map((c) => {
      const [base, mark] = [...c.normalize('NFD')];
      return (HALF_WIDTH.get(base!) ?? base!) + (mark === '\u3099' ? 'ﾞ' : mark === '\u309a' ? 'ﾟ' : '');
    })
    .join('');

const MISSPELLED: { script: string; forms: [string, string][] }[] = [
  {
    script: 'romaji',
    forms: CONCEPTS.flatMap((c) => (c.romaji ?? []).slice(0, 1).map((form): [string, string] => [form, c.key])),
  },
  { script: 'hiragana', forms: CONCEPTS.flatMap((c) => (c.hiragana ?? []).map((form): [string, string] => [form, c.key])) },
  { script: 'katakana', forms: CONCEPTS.flatMap((c) => (c.katakana ?? []).map((form): [string, string] => [form, c.key])) },
  { script: 'halfwidth', forms: CONCEPTS.flatMap((c) => (c.katakana ?? []).map((form): [string, string] => [form, c.key])) },
];
const PER_SCRIPT = 10;
for (const { script, forms } of MISSPELLED) {
  let made = 0;
  for (const [i, [form, key]] of forms.entries()) {
    if (made >= PER_SCRIPT) break;
    // Kana are typed as IME romaji, ー as '-' (toRomaji of katakana would spell it as a vowel).
    const romaji = script === 'romaji' ? form : toRomaji(toHiragana(form));
    const edits = editsFor(romaji);
    if (edits === 0 || i % 2 === 1) continue;
    const toScript =
      script === 'romaji'
        ? (typo: string) => typo
        : script === 'hiragana'
          ? (typo: string) => kanaOnly(toHiragana(typo))
          : (typo: string) => kanaOnly(toKatakana(typo));
    const voiced = [...form].findIndex((c) => UNVOICED[toHiragana(c)]);
    let typo =
      script !== 'romaji' && made % 3 === 2 && voiced >= 0
        ? [...form]
            .map((c, at) => (at === voiced ? (script === 'hiragana' ? UNVOICED[c]! : toKatakana(UNVOICED[toHiragana(c)]!)) : c))
            .join('')
        : misspell(romaji, edits, toScript);
    if (!typo || inCatalog(typo)) continue;
    if (script === 'halfwidth') typo = toHalfWidth(typo);
    queries.push({ id: `misspelling:${script}:${typo}`, class: 'misspelling', q: typo, concept: key, note: `${script} slip of ${form}` });
    made++;
  }
}

/** Kanji an eye or an IME confuses (丼/井, 汁/汗, 揚/楊, 担/坦…), in kanji words of 3+ characters. */
const CONFUSED_KANJI: Record<string, string> = {
  丼: '井',
  汁: '汗',
  揚: '楊',
  担: '坦',
  鳥: '島',
  肉: '内',
  姜: '妾',
  太: '大',
  玉: '王',
  麺: '緬',
  司: '可',
  売: '買',
  炒: '妙',
  噌: '層',
};
let kanjiMade = 0;
for (const concept of CONCEPTS) {
  for (const form of concept.kanji ?? []) {
    if (kanjiMade >= PER_SCRIPT || [...form].length < 3) continue;
    const at = [...form].findIndex((c) => CONFUSED_KANJI[c]);
    if (at < 0) continue;
    const typo = [...form].map((c, i) => (i === at ? CONFUSED_KANJI[c]! : c)).join('');
    if (inCatalog(typo)) continue;
    queries.push({
      id: `misspelling:kanji:${typo}`,
      class: 'misspelling',
      q: typo,
      concept: concept.key,
      note: `kanji confusion in ${form}`,
    });
    kanjiMade++;
  }
}

/** English food words and their Japanese concepts (the catalog names them in Japanese). */
const ENGLISH_WORD_CONCEPTS: [string, Concept][] = [
  ['chicken', { key: 'en-chicken', strong: ['チキン', '鶏'], weak: ['唐揚', 'からあげ', 'ナゲット', '焼き鳥', '焼鳥'] }],
  ['coffee', { key: 'en-coffee', strong: ['コーヒー', '珈琲'], weak: ['ラテ', 'カプチーノ', 'エスプレッソ', 'アメリカーノ', 'ブレンド'] }],
  ['sandwich', { key: 'en-sandwich', strong: ['サンドイッチ', 'サンド'], not: ['サンドおむすび'] }],
  ['hamburger', { key: 'en-hamburger', strong: ['ハンバーガー'], weak: ['バーガー'] }],
  ['spaghetti', { key: 'en-spaghetti', strong: ['スパゲッティ', 'スパゲティ'], weak: ['パスタ'] }],
  ['chocolate', { key: 'en-chocolate', strong: ['チョコ'], weak: ['ショコラ', 'ココア'] }],
  ['pudding', { key: 'en-pudding', strong: ['プリン'] }],
  ['croissant', { key: 'en-croissant', strong: ['クロワッサン'] }],
  ['omelette', { key: 'en-omelette', strong: ['オムレツ'], weak: ['オムライス', 'オム'] }],
  ['yogurt', { key: 'en-yogurt', strong: ['ヨーグルト'] }],
  ['sausage', { key: 'en-sausage', strong: ['ソーセージ', 'ウインナー', 'ウィンナー'] }],
  ['strawberry', { key: 'en-strawberry', strong: ['いちご', '苺', 'イチゴ', 'ストロベリー'] }],
  ['doughnut', { key: 'en-donut', strong: ['ドーナツ', 'ドーナッツ'] }],
  ['cheesecake', { key: 'en-cheesecake', strong: ['チーズケーキ'] }],
];
for (const [english, concept] of ENGLISH_WORD_CONCEPTS) {
  const typo = misspell(english, editsFor(english), (t) => t);
  if (!typo) continue;
  const judged = judgeConcept(concept);
  for (const row of rows) if (wordsOf(folded.get(row.id)!.en).includes(english)) judged[row.id] = 2;
  queries.push({ id: `misspelling:english:${typo}`, class: 'misspelling', q: typo, judged, note: `slip of ${english}` });
}

/**
 * The four classes of issue #25, drafted and committed before any analysis was changed for them.
 * Katakana words are taken from real rows' names (the first run of 4+ katakana, ー included), one
 * word in every k-th, so the cases are the catalog's own words and nobody picked them.
 */
const KATAKANA_WORD = /[\u30a1-\u30faー]{4,}/u;
function katakanaWords(minChars: number, count: number, salt: number, keep: (word: string) => boolean): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const row of rows) {
    const word = row.name.normalize('NFKC').match(KATAKANA_WORD)?.[0];
    if (!word || [...word].length < minChars || seen.has(word) || !keep(word)) continue;
    seen.add(word);
    words.push(word);
  }
  const step = Math.max(1, Math.floor(words.length / count));
  return Array.from({ length: Math.min(count, words.length) }, (_, i) => words[(i * step + salt) % words.length]!);
}
/** Every row naming the word (2); the judgment of a known item typed another way. */
const rowsNaming = (...words: string[]): Judged => judgeNames(words);

/**
 * romaji-long-vowel: a long katakana word typed the way IMEs and wanakana take it, ー as "-" and the
 * small-vowel syllables as typed (fi, thi, va, she, je…), not as wanakana prints them (fyi, tei, vua).
 */
const IME_SPELLINGS: Record<string, string> = {
  ふぁ: 'fa',
  ふぃ: 'fi',
  ふぇ: 'fe',
  ふぉ: 'fo',
  てぃ: 'thi',
  でぃ: 'dhi',
  でゅ: 'dhu',
  とぅ: 'twu',
  うぃ: 'wi',
  うぇ: 'we',
  うぉ: 'who',
  ゔぁ: 'va',
  ゔぃ: 'vi',
  ゔぇ: 've',
  ゔぉ: 'vo',
  ゔ: 'vu',
  しぇ: 'she',
  じぇ: 'je',
  ちぇ: 'che',
};
const imeRomaji = (katakana: string) =>
  katakana
    .split('ー')
    .map((part) => toRomaji(toHiragana(part), { customRomajiMapping: IME_SPELLINGS }))
    .join('-');
// Half of them also hold a ッ, whose doubled consonant a romaji index must keep across word parts.
const longVowelWords = [
  ...katakanaWords(6, 30, 5, (w) => w.includes('ー')),
  ...katakanaWords(6, 20, 2, (w) => w.includes('ー') && w.includes('ッ')),
];
for (const word of new Set(longVowelWords)) {
  const q = imeRomaji(word);
  if (!/^[a-z-]+$/.test(q)) continue;
  queries.push({ id: `romaji-long-vowel:${q}`, class: 'romaji-long-vowel', q, judged: rowsNaming(word), note: `IME romaji of ${word}` });
}

/** kana-size: a small kana typed big (ツ for ッ, ヤ for ャ, ヨ for ョ, イ for ィ): one of them, or all of them in every other word. */
const LARGE_OF_SMALL: Record<string, string> = { ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ' };
katakanaWords(4, 30, 7, (w) => [...w].some((c) => LARGE_OF_SMALL[c])).forEach((word, i) => {
  const chars = [...word];
  const small = chars.flatMap((c, at) => (LARGE_OF_SMALL[c] ? [at] : []));
  const change = i % 2 === 0 ? [small[i % small.length]!] : small;
  const q = chars.map((c, at) => (change.includes(at) ? LARGE_OF_SMALL[c]! : c)).join('');
  if (inCatalog(q)) return;
  queries.push({ id: `kana-size:${q}`, class: 'kana-size', q, judged: rowsNaming(word), note: `small kana typed big in ${word}` });
});

/**
 * kana-variant: a loanword spelled another common way, by the variants the Cabinet notice 外来語の表記
 * (1991) names: ッ written or not, ー written or not, ヴ or バ行, ティ or チ, ディ or ジ, ウィ or ウイ, and
 * and ウイ for ウィ the other way.
 */
const VARIANT_REWRITES: [RegExp, string][] = [
  [/ヴァ/u, 'バ'],
  [/ヴィ/u, 'ビ'],
  [/ヴェ/u, 'ベ'],
  [/ヴォ/u, 'ボ'],
  [/ヴ/u, 'ブ'],
  [/ティ/u, 'チ'],
  [/ディ/u, 'ジ'],
  [/ウィ/u, 'ウイ'],
  [/ウイ/u, 'ウィ'],
  [/ウェ/u, 'ウエ'],
  [/ッ(?=[\u30a1-\u30fa])/u, ''],
  [/(?<=[\u30a1-\u30fa])ー/u, ''],
];
katakanaWords(4, 40, 3, (w) => VARIANT_REWRITES.some(([from]) => from.test(w))).forEach((word, i) => {
  const applicable = VARIANT_REWRITES.filter(([from]) => from.test(word));
  // The loanword pairs come first in the list: every other word takes its first applicable rewrite, the rest its last (ッ or ー).
  const [from, to] = applicable[i % 2 === 0 ? 0 : applicable.length - 1]!;
  const q = word.replace(from, to);
  if (q === word || [...q].length < 3 || inCatalog(q)) return;
  queries.push({ id: `kana-variant:${q}`, class: 'kana-variant', q, judged: rowsNaming(word), note: `variant spelling of ${word}` });
});
// Words with the loanword pairs are few among the rest (ッ and ー are everywhere): a sample of their own.
const LOANWORD_PAIR = /ヴ|ティ|ディ|ウィ|ウイ|ウェ/u;
for (const word of katakanaWords(4, 12, 1, (w) => LOANWORD_PAIR.test(w))) {
  const [from, to] = VARIANT_REWRITES.find(([pattern]) => pattern.test(word))!;
  const q = word.replace(from, to);
  if ([...q].length < 3 || inCatalog(q) || queries.some((query) => query.q === q)) continue;
  queries.push({ id: `kana-variant:${q}`, class: 'kana-variant', q, judged: rowsNaming(word), note: `variant spelling of ${word}` });
}

/**
 * english-dish: English names of common Japanese dishes and meal kinds in two or three words, as a
 * visitor or a chat client writes them. Grade 2: the dish; grade 1: its head noun (the kind of dish:
 * 丼, うどん, 天ぷら…), which a partial phrase should at least reach.
 */
const ENGLISH_DISHES: [string, string[], string[]?][] = [
  ['pork cutlet bowl', ['カツ丼', 'かつ丼'], ['丼']],
  ['pork cutlet rice bowl', ['カツ丼', 'かつ丼'], ['丼']],
  ['chicken rice bowl', ['親子丼', '鶏丼', 'とり丼', 'チキン&丼', '唐揚&丼', 'から揚&丼', 'からあげ&丼'], ['丼']],
  ['egg rice bowl', ['玉子丼', '卵丼', 'たまご丼', '親子丼'], ['丼']],
  ['eel rice bowl', ['うな丼', '鰻丼', 'うなぎ&丼'], ['うなぎ', '鰻', '丼']],
  ['seafood rice bowl', ['海鮮丼'], ['丼']],
  ['tuna rice bowl', ['まぐろ丼', 'マグロ丼', '鮪丼', '鉄火丼', 'ねぎとろ丼', 'ネギトロ丼'], ['丼']],
  ['shrimp tempura', ['海老天', 'えび天', 'エビ天', '海老の天ぷら', 'えびの天ぷら'], ['天ぷら']],
  ['vegetable tempura', ['野菜天', '野菜の天ぷら', 'かき揚', 'かきあげ'], ['天ぷら']],
  ['tempura udon', ['天ぷらうどん', '天うどん', 'かき揚&うどん', 'えび天&うどん', '海老天&うどん'], ['うどん']],
  ['curry udon', ['カレーうどん'], ['うどん']],
  ['beef udon', ['肉うどん', '牛肉うどん', '牛&うどん'], ['うどん']],
  ['udon noodles', ['うどん']],
  ['cold ramen', ['冷やし中華', '冷し中華', '冷やしラーメン'], ['ラーメン']],
  ['dipping noodles', ['つけ麺', 'つけめん'], ['麺']],
  ['stir fried noodles', ['焼そば', '焼きそば'], ['麺']],
  ['stir fried vegetables', ['野菜炒'], ['炒']],
  ['meat bun', ['肉まん', '豚まん'], ['まん']],
  ['octopus balls', ['たこ焼', 'たこやき', 'タコ焼']],
  ['savory pancake', ['お好み焼']],
  ['grilled eel', ['うなぎ', '鰻']],
  ['chicken skewers', ['焼き鳥', '焼鳥', 'やきとり', '串']],
  ['grilled mackerel', ['さばの塩焼', '鯖の塩焼', 'さば塩焼', '鯖塩焼', '焼さば', '焼き鯖', '焼鯖'], ['さば', '鯖']],
  ['salt grilled salmon', ['鮭の塩焼', '塩鮭', '焼鮭', '鮭&塩焼'], ['鮭']],
  ['cod roe spaghetti', ['たらこ&スパゲ|パスタ', '明太&スパゲ|パスタ'], ['スパゲ', 'パスタ']],
  ['plum rice ball', ['梅&おにぎり|おむすび'], ['おにぎり', 'おむすび']],
  ['tuna rice ball', ['ツナ&おにぎり|おむすび'], ['おにぎり', 'おむすび']],
  ['japanese curry', ['カレー']],
  ['katsu curry', ['カツカレー', 'かつカレー'], ['カレー']],
  ['chicken katsu curry', ['チキンカツカレー', 'チキンかつカレー'], ['カレー']],
  ['bento box', ['弁当']],
  ['fried chicken bento', ['唐揚&弁当', 'からあげ&弁当', 'から揚&弁当'], ['弁当']],
  ['breakfast set', ['朝食', '朝定食', 'モーニング']],
  ['kids meal', ['キッズ', 'お子様']],
  ['mixed sandwich', ['ミックスサンド'], ['サンド']],
  ['fruit sandwich', ['フルーツサンド'], ['サンド']],
  ['cutlet sandwich', ['カツサンド', 'かつサンド'], ['サンド']],
  ['green tea ice cream', ['抹茶&アイス'], ['アイス']],
  ['barley tea', ['麦茶']],
  ['roasted green tea', ['ほうじ茶'], ['茶']],
  ['corn soup', ['コーンスープ', 'コーンポタージュ'], ['スープ']],
  ['clam miso soup', ['あさり&味噌汁|みそ汁', 'しじみ&味噌汁|みそ汁'], ['味噌汁', 'みそ汁']],
];
for (const [phrase, strong, weak] of ENGLISH_DISHES) {
  const judged = judgeNames(strong, weak ?? [], { english: phrase });
  if (strongCount(judged) < 3) {
    console.error(`english-dish ${phrase}: ${strongCount(judged)} rows, left out`);
    continue;
  }
  queries.push({ id: `english-dish:${phrase}`, class: 'english-dish', q: phrase, judged });
}

/**
 * A chain's own name for an item (packages/ja-text/data/chain_item_nicknames.tsv: ファミチキ is
 * FamilyMart's 骨なしチキン), typed alone, in romaji, after the chain's name, or with the chain filter:
 * the chain's row of that plain name (a size letter after it allowed) → 2, its other rows holding the
 * name → 1. Measures that the item the nickname means comes first.
 */
const nicknames = new Map(
  readFileSync(join(ROOT, 'packages', 'ja-text', 'data', 'chain_item_nicknames.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([nickname, chain, item]) => [nickname!, { chain: chain!, item: item! }]),
);
const CHAIN_ITEMS: [q: string, nickname: string, params?: Record<string, string>][] = [
  ['ファミチキ', 'ファミチキ'],
  ['ファミチキ', 'ファミチキ', { shop: 'familymart' }],
  ['famichiki', 'ファミチキ'],
  ['ファミマのファミチキ', 'ファミチキ'],
  ['ななチキ', 'ななチキ'],
  ['ケンチキ', 'ケンチキ'],
  ['ダブチ', 'ダブチ'],
  ['マックフライポテト', 'マックフライポテト'],
  ['ビッグマック', 'ビッグマック'],
  ['big mac', 'Big Mac'],
  ['ワッパー', 'ワッパー'],
];
for (const [q, nickname, params] of CHAIN_ITEMS) {
  const { chain, item } = nicknames.get(nickname)!;
  const judged: Judged = {};
  for (const row of productsOf(chain)) {
    const name = folded.get(row.id)!.name;
    if (name.includes(fold(item))) judged[row.id] = name.replace(/ [sml]$/, '') === fold(item) ? 2 : 1;
  }
  const id = `chain-item:${q}${params ? `&${new URLSearchParams(params).toString()}` : ''}`;
  queries.push({ id, class: 'chain-item', q, ...(params ? { params } : {}), judged, note: `${nickname}: ${chain} ${item}` });
}

/**
 * A dish's short form (Sudachi's 略語・略称: ラテ for カフェラテ), alone, after a chain or with the chain
 * filter: rows whose name, less a size after it, is the full form or the short form itself → 2, other
 * rows holding the short form → 1. Measures that the plain item the short form stands for comes first.
 */
const SHORT_FORMS: [q: string, short: string, full: string, shop?: string, params?: Record<string, string>][] = [
  ['ラテ', 'ラテ', 'カフェラテ'],
  ['スタバのラテ', 'ラテ', 'カフェラテ', 'starbucks'],
  ['ラテ', 'ラテ', 'カフェラテ', 'starbucks', { shop: 'starbucks' }],
  ['ドトール ラテ', 'ラテ', 'カフェラテ', 'doutor'],
  ['ポテサラ', 'ポテサラ', 'ポテトサラダ'],
];
for (const [q, short, full, shopId, params] of SHORT_FORMS) {
  const judged: Judged = {};
  for (const row of shopId ? productsOf(shopId) : rows) {
    const name = folded.get(row.id)!.name;
    if (!name.includes(fold(short)) && !name.includes(fold(full))) continue;
    const core = name.replace(/\s*[(（]?[smlr][)）]?$/u, '');
    judged[row.id] = core === fold(full) || core === fold(short) ? 2 : 1;
  }
  const id = `short-form:${q}${params ? `&${new URLSearchParams(params).toString()}` : ''}`;
  queries.push({ id, class: 'short-form', q, ...(params ? { params } : {}), judged, note: `${short} is short for ${full}` });
}

/**
 * An English word for a food the catalog also sells plain (rice: ご飯 150g, Steamed rice; ライス), added on 2026-12-07 (stop 82,
 * round 39): rows whose name, less its notes and a size or weight after it, is one of the word's Japanese names (the English
 * lexicon's) → 2; other rows naming one of them, or whose English name holds the word → 1. Measures that the plain food leads
 * the dishes its name begins (Rice with mentaiko).
 */
const ENGLISH_PLAIN: [q: string, japanese: string[]][] = [
  ['rice', ['ご飯', 'ライス', 'ごはん']],
  ['bread', ['パン']],
  ['noodles', ['麺', 'めん']],
  ['curry', ['カレー']],
  ['salad', ['サラダ']],
  ['coffee', ['コーヒー', '珈琲']],
  ['tea', ['ティー', '茶', '紅茶']],
  ['beer', ['ビール']],
];
const SERVING_AFTER = /(\s*([(（][^)）]*[)）]|[0-9.]+\s*(g|ml)|[smlr]|大|中|小|並|並盛|大盛|小盛|特盛))+$/u;
for (const [q, japanese] of ENGLISH_PLAIN) {
  const judged: Judged = {};
  for (const row of rows) {
    const { name, en } = folded.get(row.id)!;
    const core = name.replace(SERVING_AFTER, '');
    if (japanese.some((ja) => core === fold(ja))) judged[row.id] = 2;
    else if (has(name, japanese) || enWords(en).some((word) => word.startsWith(q))) judged[row.id] = 1;
  }
  if (!Object.values(judged).includes(2)) {
    console.error(`english-plain ${q}: no plain row, left out`);
    continue;
  }
  queries.push({ id: `english-plain:${q}`, class: 'english-plain', q, judged, note: `plain ${japanese.join(', ')} first` });
}

/**
 * A food word typed alone, under relevance or a theme order (sort=score-*), added on 2026-12-07 (stop 84, round 44): rows whose
 * name holds the word as the item's own → 2, rows filed under a category holding it → 1. Not the item's own: the word inside
 * the name of who supervised it (おにぎり浅草宿六監修 こだわり味噌の豚汁: a pork soup) or inside another food it ends (パンケーキ
 * for ケーキ, `not`). Measures that the food's own items come first, whatever order ranks them.
 */
const OWN_FOOD: { q: string; params?: Record<string, string>; strong: string[]; not?: string[] }[] = [
  { q: 'ケーキ', strong: ['ケーキ'], not: ['パンケーキ', 'ホットケーキ'] },
  { q: 'ケーキ', params: { sort: 'score-low-cal' }, strong: ['ケーキ'], not: ['パンケーキ', 'ホットケーキ'] },
  { q: 'おにぎり', params: { sort: 'score-protein' }, strong: ['おにぎり', 'おむすび'] },
  { q: 'おにぎり', params: { sort: 'score-low-cal' }, strong: ['おにぎり', 'おむすび'] },
  { q: 'おにぎり', params: { sort: 'score-balance' }, strong: ['おにぎり', 'おむすび'] },
];
/** A supervisor's name written before 監修, glued or a space apart, folded. */
const SUPERVISOR = new RegExp(`[^\\s(（【】)）]+\\s?${fold('監修')}`, 'gu');
for (const { q, params, strong, not } of OWN_FOOD) {
  const judged: Judged = {};
  for (const row of rows) {
    const { name, category } = folded.get(row.id)!;
    const own = name.replace(SUPERVISOR, ' ').replace(new RegExp((not ?? []).map(fold).join('|') || '$^', 'gu'), ' ');
    if (has(own, strong)) judged[row.id] = 2;
    else if (has(category, strong)) judged[row.id] = 1;
  }
  const id = `own-food:${q}${params ? `&${new URLSearchParams(params).toString()}` : ''}`;
  queries.push({ id, class: 'own-food', q, ...(params ? { params } : {}), judged, note: `the ${q} rows first` });
}

/**
 * A limit typed with no food named, alone or beside a chain (100kcal以下, セブン 300kcal以下), added on 2026-12-07 (stop 85, round
 * 46): the rows within it that are food → 2: some genre of theirs is no drink's nor alcohol's, and they are not sold as a topping
 * (a dressing, 紅しょうが). A drink within the limit is absent. Measures that such a q lists something to eat, not the popular
 * beer, teas and sodas within the limit.
 */
const LIMIT_ALONE: { q: string; shopId?: string; field: 'cal' | 'carbs' | 'fat'; max: number }[] = [
  { q: '100kcal以下', field: 'cal', max: 100 },
  { q: 'セブン 300kcal以下', shopId: 'seven-eleven', field: 'cal', max: 300 },
  { q: 'ローソン 糖質10g以下', shopId: 'lawson', field: 'carbs', max: 10 },
  { q: 'ファミマ 脂質5g以下', shopId: 'familymart', field: 'fat', max: 5 },
];
const NO_FOOD_GENRES = new Set(['drink_coffee', 'drink_tea', 'drink_other', 'alcohol']);
for (const { q, shopId, field, max } of LIMIT_ALONE) {
  const judged: Judged = {};
  for (const row of shopId ? productsOf(shopId) : rows) {
    const value = row[field];
    if (value === null || value > max || row.productType === 'topping') continue;
    if ((row.genres ?? []).some((genre) => !NO_FOOD_GENRES.has(genre))) judged[row.id] = 2;
  }
  queries.push({ id: `limit-alone:${q}`, class: 'limit-alone', q, judged, note: `food within ${field} ≤ ${max}` });
}

/**
 * A cutlet typed with nothing to say its meat (カツ at a cutlet chain, katsukare), added on 2026-12-07 (stop 85, round 46): カツ
 * alone is a pork cutlet (the English lexicon's pork cutlet: とんかつ, トンカツ, カツ), so rows naming かつ and no other meat or
 * fried food (チキン, ささみ, メンチ, 牛, 海老, アジ…) → 2, other rows naming かつ → 1. Measures that ロースかつ and ヒレかつ are not
 * left behind the chicken cutlets.
 */
const PORK_CUTLET: { q: string; shopId?: string; word: string }[] = [
  { q: 'かつや カツ', shopId: 'katsuya', word: 'かつ' },
  { q: 'katsukare', word: 'かつかれ' },
];
const OTHER_CUTLETS = [
  'チキン',
  'ささみ',
  'メンチ',
  '鶏',
  'とり',
  '牛',
  'ぎゅう',
  'ビーフ',
  '海老',
  'えび',
  'エビ',
  'アジ',
  'カキ',
  'いか',
  'ハム',
  '魚',
  'チーズ',
];
for (const { q, shopId, word } of PORK_CUTLET) {
  const judged: Judged = {};
  for (const row of shopId ? productsOf(shopId) : rows) {
    const name = folded.get(row.id)!.name;
    if (!name.includes(fold(word))) continue;
    judged[row.id] = has(name, OTHER_CUTLETS) ? 1 : 2;
  }
  queries.push({ id: `pork-cutlet:${q}`, class: 'pork-cutlet', q, judged, note: 'カツ alone is a pork cutlet' });
}

/**
 * A food and a price typed with no bound (ラーメン 500円), added on 2026-12-07 (stop 85, round 47): the rows naming the food that cost
 * no more than the price → 2. Measures that the price is read as the most to pay, where no name holds a price and such a q found
 * nothing.
 */
const PRICE_WORD: { q: string; food: string[]; yen: number }[] = [
  { q: 'ラーメン 500円', food: ['ラーメン'], yen: 500 },
  { q: '牛丼 400円', food: ['牛丼'], yen: 400 },
  { q: 'コーヒー 150円', food: ['コーヒー', '珈琲'], yen: 150 },
];
for (const { q, food, yen } of PRICE_WORD) {
  const judged: Judged = {};
  for (const row of rows) {
    if (row.price === undefined || row.price === null || row.price > yen) continue;
    if (has(folded.get(row.id)!.name, food)) judged[row.id] = 2;
  }
  queries.push({ id: `price-word:${q}`, class: 'price-word', q, judged, note: `${food.join(', ')} within ${yen} yen` });
}

/**
 * A wish for a kind of nutrition typed with no food named, alone or beside a chain (糖質ゼロ, low carb, 松屋 糖質控えめ, 脂質カット,
 * ゼロカロリー), added on 2026-12-07 (stop 85, round 48): rows whose name or category states the wish (糖質70％オフ, ロカボ, 脂肪ゼロ,
 * 低脂肪, コーラ（ゼロ）) → 2, other rows that meet it by their numbers → 1 (carbohydrates ≤ 10 g or fat ≤ 3 g at 100 kcal or more;
 * for zero calories, drinks of 5 kcal or less). Apart from zero calories, a wish alone is for food: a row judged has some genre
 * that is no drink's nor alcohol's and is not sold as a topping; zero calories is within 25 kcal, the label's cap. Measures that
 * the rows that say the wish come before the foods that only meet it.
 */
const STATED_WISHES: Record<'low-carb' | 'low-fat' | 'zero', { states: RegExp; meets: (row: Row) => boolean }> = {
  'low-carb': {
    states: /低糖質|ろかぼ|ろーかーぼ|(?:糖質|糖類)(?:\d+(?:\.\d+)?%)?(?:ぜろ|0|おふ|off|かっと|控えめ)/u,
    meets: (row) => row.carbs !== null && row.carbs <= 10 && row.cal >= 100,
  },
  'low-fat': {
    states: /低脂肪|低脂質|無脂肪|(?:脂肪|脂質)(?:\d+(?:\.\d+)?%)?(?:ぜろ|0|おふ|off|かっと|控えめ)|のんふぁっと/u,
    meets: (row) => row.fat !== null && row.fat <= 3 && row.cal >= 100,
  },
  zero: {
    states: /(?<!脂肪|脂質|糖質|糖類|塩分)ぜろ|のんかろりー/u,
    meets: (row) => row.cal <= 5 && (row.genres ?? []).every((genre) => NO_FOOD_GENRES.has(genre)),
  },
};
const DIET_LABEL: { q: string; shopId?: string; wish: keyof typeof STATED_WISHES }[] = [
  { q: '糖質ゼロ', wish: 'low-carb' },
  { q: 'low carb', wish: 'low-carb' },
  { q: '松屋 糖質控えめ', shopId: 'matsuya', wish: 'low-carb' },
  { q: '脂質カット', wish: 'low-fat' },
  { q: 'ゼロカロリー', wish: 'zero' },
];
for (const { q, shopId, wish } of DIET_LABEL) {
  const { states, meets } = STATED_WISHES[wish];
  const judged: Judged = {};
  for (const row of shopId ? productsOf(shopId) : rows) {
    const { name, category } = folded.get(row.id)!;
    if (wish === 'zero' ? row.cal > 25 : row.productType === 'topping' || (row.genres ?? []).every((genre) => NO_FOOD_GENRES.has(genre)))
      continue;
    if (states.test(`${name} ${category}`)) judged[row.id] = 2;
    else if (meets(row)) judged[row.id] = 1;
  }
  queries.push({ id: `diet-label:${q}`, class: 'diet-label', q, judged, note: `rows stating the ${wish} wish, then those meeting it` });
}

/**
 * A katakana compound clipped to the head of each of its words (チーバー: チーズバーガー, マカサラ: マカロニサラダ), added on
 * 2026-12-07 (stop 85, round 49): rows whose name holds the compound → 2. The compounds are the writer's reading of each clipped
 * form, not the engine's. Measures that a clipped name people write lists the food it names.
 */
const CLIPPED: [string, string][] = [
  ['チーバー', 'チーズバーガー'],
  ['マカサラ', 'マカロニサラダ'],
  ['フレトー', 'フレンチトースト'],
  ['チョコクロ', 'チョコクロワッサン'],
  ['キャラマキ', 'キャラメルマキアート'],
  ['グレフル', 'グレープフルーツ'],
  ['クリチ', 'クリームチーズ'],
  ['オレジュー', 'オレンジジュース'],
  ['チキカツ', 'チキンカツ'],
  ['ミルティー', 'ミルクティー'],
  ['フラポテ', 'フライドポテト'],
  ['チキナゲ', 'チキンナゲット'],
  ['シーサラ', 'シーザーサラダ'],
  ['ベーエグ', 'ベーコンエッグ'],
  ['チーケー', 'チーズケーキ'],
  ['コンポタ', 'コーンポタージュ'],
  ['メロパン', 'メロンパン'],
  ['テリチキ', 'テリヤキチキン'],
  ['フルサン', 'フルーツサンド'],
  ['カツサン', 'カツサンド'],
];
for (const [q, compound] of CLIPPED) {
  const judged: Judged = {};
  for (const row of rows) if (has(folded.get(row.id)!.name, [compound])) judged[row.id] = 2;
  queries.push({ id: `clipped:${q}`, class: 'clipped', q, judged, note: `names holding ${compound}` });
}

const counts: Record<string, number> = {};
for (const query of queries) counts[query.class] = (counts[query.class] ?? 0) + 1;
// One concept or query a line, so a review reads (and a diff shows) one judgment at a time.
const lines = [
  '{"about": "Judged queries for the catalog relevance suite. Method: test/relevance/README.md. Grades: 2 exact, 1 acceptable, absent 0.",',
  '"concepts": {',
  Object.entries(conceptJudgments)
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(',\n'),
  '},',
  '"queries": [',
  queries.map((query) => JSON.stringify(query)).join(',\n'),
  ']}',
];
writeFileSync(OUT, lines.join('\n') + '\n');
console.error(`${queries.length} queries`, counts);
