// A meal named as planned, not eaten: 明日ラーメン食べる, tonight I'll have sushi, 昼はラーメン食べた、夜は寿司食べる.
// The engine reads it as it reads a wish (食べる予定): its foods are left out, and a text that only plans is nothing eaten.
import type { ItemPlan } from './item-plan.types';

// A clause ends at punctuation (not a decimal point), a line, a turn of the sentence (but, けど, でも), a space after a
// Japanese verb's ending before more Japanese (朝パン食べた 昼おにぎり食べる), and an and before an English will (had ramen
// and will have cake later: the ramen was eaten, the cake is planned).
const CLAUSE_END =
  /[、。,;!?！？\n]|\.(?!\d)|\bbut\b|けど|けれど|でも|(?<=[たるだ]|ます)\s+(?=[^\s\p{ASCII}])|\band\b(?=\s+(?:(?:i|we|then)\b\s*)?(?:will|shall|['’]ll|gonna|going to)\b)/giu;
// A day to come (明日, 来週, tomorrow) or a time later today (今夜, 後で, tonight): a plan with a verb not yet done
// (明日ラーメン食べる); あしたべんとう may be the box packed for tomorrow.
// あした before ば is the vegetable 明日葉.
// 週末 is this weekend's, not every one's (毎週末) or the last (先週末).
const DAY_TO_COME =
  /明日(?!葉)|あした(?!ば)|明後日|あさって|来週|来月|今度|次回|(?<![毎先])週末|\b(?:tomorrow|next (?:week|time)|ashita|asita|asatte|raishuu?)\b/iu;
const LATER_TODAY = /今夜|今晩|後で|あとで|後ほど|のちほど|\b(?:tonight|later|this evening|konya|konban|atode)\b/iu;
// A day to come, not today (明日, 来週, tomorrow, ashita; not 今夜, 今度 or 週末, which may be today): with no verb and no
// topic it still names the meal of that day (明日ラーメン, tomorrow ramen, ramen tomorrow), a plan as 明日はラーメン is. A box
// named by its day (明日の弁当, あしたべんとう) is the box packed for it, which may be eaten today, as the forty-first round
// decided; 明日の弁当は… as a topic stays a plan (TIME_TO_COME_TOPIC).
const DAY_AHEAD =
  /(?:明日|あした|明後日|あさって|来週|来月|次回)(?!葉|ば|の?お?(?:弁当|べんとう))|\b(?:tomorrow|next week|ashita|asita|asatte|raishuu?)\b(?!\s*(?:'s|’s)?\s*(?:bento|lunch ?box))/iu;
// A day to come as the topic of its clause (明日の朝ごはんはパン, 来週はカレー, ashita wa sushi) says what that day's meal will
// be: a plan even with no verb. Tonight's or the weekend's with no verb (今夜はラーメン, 週末は焼肉) is a log as often as a
// plan, and a text sent to be analyzed is sent to be recorded, so those count, as a time of day does (朝はパン).
const MEAL_OF_A_TIME =
  '(?:の(?:朝|昼|夜|晩|夕方|お昼|朝ごはん|朝ご飯|昼ごはん|昼ご飯|夜ごはん|夜ご飯|晩ごはん|晩ご飯|夕飯|夕食|朝食|昼食|ランチ|ディナー|おやつ|弁当|お弁当))?';
const TIME_TO_COME_TOPIC = new RegExp(
  String.raw`(?:明日|あした(?!ば)|明後日|あさって|来週|来月|次回)${MEAL_OF_A_TIME}(?:に)?[はも]|\b(?:ashita|asita|raishuu?)\s*(?:wa|mo)\b`,
  'iu',
);
// A clause closing in a past verb (週末はカレー作った, 今夜は焼肉行った): what that time's meal was, no plan.
const PAST_AT_END = /(?:た|んだ)[\s!！?？wｗ〜~ー…♪]*$/u;
// A verb of eating or drinking not yet done: the plain or polite non-past (and にする, the choice of the meal), not a
// time said by it (食べる前に).
const NOT_YET_EATEN =
  /(?:食べ(?:る|ます)|飲(?:む|みます)|食う|(?:頂|いただ)(?:く|きます)|(?:食べ|飲み)に行く|にする|にします)(?![前時まと])|\b(?:taberu|tabemasu|nomu|nomimasu)\b/iu;
// The English plain verb, a plan only with a time to come (eat sushi tomorrow): "had toast, drink: coffee" is no plan.
const NOT_YET_EATEN_EN = /\b(?:eat|have|drink|grab|get|order)\b/iu;
// English says a plan by its auxiliary before a verb of eating (I'll have, will eat, gonna get): a Will at dinner is none.
const WILL = /(?:\bwill|\bshall|['’]ll|\bgonna)\s+(?:probably\s+|just\s+)?(?:eat|have|drink|grab|get|order|try|cook|make)\b/iu;
// What was done: a past verb of eating, drinking or ordering (in romaji too: tabeta), a meal finished (完食, にした), or a past
// copula (今夜はラーメンだった).
const DONE =
  /(?:だっ|でし)た|(?:食べ|飲ん|飲み|食っ|頂い|いただい|頂き|いただき|頼ん|注文し|にし|残し)(?:た|だ|ました)|(?:食べ|飲ん)(?:ちゃ|じゃ)(?:った|いました)|[てで]きた|完食|\b(?:had|ate|eaten|drank|drunk|got|ordered|grabbed|finished|tabeta|tabemashita|tabechatta|nonda|nomimashita|nonjatta)\b/iu;
// The wish or plan words of the negation row (食べたい, 予定, 我慢, want): said of a set, the whole set was not eaten.
const WISH = /(?:たい|たかった|たくなった|よう|ようかな|予定|つもり|行こう|にしよう|我慢|がまん|want|wanna|craving|plan|going to|gonna)/u;

interface Clause {
  start: number;
  end: number;
}

function clausesOf(base: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  for (const mark of base.matchAll(CLAUSE_END)) {
    clauses.push({ start, end: mark.index });
    start = mark.index + mark[0].length;
  }
  clauses.push({ start, end: base.length });
  return clauses;
}

/**
 * The clauses that plan a meal: none says what was done, and each has an English will (I'll have ramen), a verb not yet
 * done with a time to come (明日ラーメン食べる, 今夜ラーメン食べる, eat sushi tomorrow), a day to come as its topic
 * (明日の朝ごはんはパン) or named before or after its food with no verb (明日ラーメン, tomorrow ramen), or, where another clause of the text says what was done, a verb not yet done or a time to come (昼はラーメン
 * 食べた、夜は寿司食べる; ラーメン食べた。明日は寿司; 今晩はカレー、昼はうどん食べた: the tenses tell the meal from the plan). A verb not yet done alone (ラーメン食べる, 今からラーメン食べる, 毎朝パン食べる)
 * is a log written at the meal: eaten.
 */
export function plannedClauses(base: string): Clause[] {
  const clauses = clausesOf(base).map((clause) => ({ ...clause, text: base.slice(clause.start, clause.end) }));
  const somethingDone = clauses.some((clause) => DONE.test(clause.text));
  return clauses.filter(
    ({ text }) =>
      !DONE.test(text) &&
      (WILL.test(text) ||
        (NOT_YET_EATEN.test(text) && (DAY_TO_COME.test(text) || LATER_TODAY.test(text) || somethingDone)) ||
        (NOT_YET_EATEN_EN.test(text) && (DAY_TO_COME.test(text) || LATER_TODAY.test(text))) ||
        ((DAY_TO_COME.test(text) || LATER_TODAY.test(text)) && somethingDone) ||
        ((TIME_TO_COME_TOPIC.test(text) || DAY_AHEAD.test(text)) && !PAST_AT_END.test(text))),
  );
}

/**
 * Leaves out the foods of a planned clause, as a wish's (食べる予定) are, with the words of no food there (a product a
 * chain's catalog would be asked for), and the whole of a set only wished for or planned (唐揚げ定食食べる予定: its rice
 * and soup were not eaten either, as they are where only its main was left).
 * `base` is the text the uses' offsets point into.
 */
export function leavePlannedMeals(items: ItemPlan[], base: string): ItemPlan[] {
  const planned = plannedClauses(base);
  const inPlan = (at: number): boolean => planned.some((clause) => at >= clause.start && at < clause.end);
  for (const item of items)
    for (const use of item.uses)
      if (!use.negated && inPlan(use.position)) {
        use.negated = true;
        use.negatedBy = '予定';
      }
  return items.filter((item) => {
    // Its words of no food, planned (tonight I'll get a big mac at mcdonalds), are no product to ask a chain's catalog for.
    if (inPlan(item.start) && item.uses.every((use) => use.negated)) return false;
    return item.sets.length === 0 || item.uses.length === 0 || !item.uses.every((use) => use.negated && WISH.test(use.negatedBy ?? ''));
  });
}
