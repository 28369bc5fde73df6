import { isMorningMenu } from './product-kind.classify';

describe('isMorningMenu', () => {
  it.each([
    'カツサンド モーニングセット',
    '朝の鶏そぼろ丼 並盛',
    '朝定食 納豆',
    '朝そば',
    '”得朝ロースかつ定食',
    'Morning Set',
    '朝ごはんセット',
    '朝メニュー',
  ])('%s is a morning item', (name) => expect(isMorningMenu(name)).toBe(true));

  it('reads the category too (Matsunoya files its morning menu under "morning")', () => {
    expect(isMorningMenu('ロースかつ定食', 'morning')).toBe(true);
  });

  it.each(['牛丼 並盛', 'カツサンド', 'ホットコーヒー'])('%s is not', (name) => expect(isMorningMenu(name, '牛丼')).toBe(false));
});
