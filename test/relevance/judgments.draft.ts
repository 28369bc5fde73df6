import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
  { key: 'tonjiru', kanji: ['豚汁'], hiragana: ['とんじる'], romaji: ['tonjiru', 'tonziru'], strong: ['豚汁', 'とん汁'] },
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
  ['tiramisu'],
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
