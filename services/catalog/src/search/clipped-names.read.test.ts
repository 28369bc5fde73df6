import { loadCatalogFiles } from '@shokuji/search-index';
import { readClippedNames } from './clipped-names.read';

describe('readClippedNames (round 49)', () => {
  const names = [
    'サラダチキン',
    'サラダチキンバー スモーク',
    'サラダ 大盛',
    'ローストチキン',
    'チキン南蛮',
    'ホットドッグ',
    'ホット コーヒー',
    'アイス コーヒー',
    'アメリカンドッグ',
    'コーンポタージュ',
    'コーン',
    'ポタージュ',
    'チーズバーガー',
    'チーズ',
    'バーガー',
  ];
  const clipped = readClippedNames(names);

  it('reads a clipped compound as the compound, the head of each word glued', () => {
    expect(clipped.compoundsClippedTo('サラチキ')[0]).toBe('サラダチキン');
    expect(clipped.compoundsClippedTo('チーバー')).toEqual(['チーズバーガー']);
  });

  it('cuts a compound at a word it shares with another (ドッグ of ホットドッグ, ホット beside コーヒー)', () => {
    expect(clipped.compoundsClippedTo('アメドッグ')).toEqual(['アメリカンドッグ']);
    expect(clipped.compoundsClippedTo('アメドグ')).toEqual(['アメリカンドッグ']);
  });

  it('folds ー and ッ out of a clip, as people write it (コンポタ)', () => {
    expect(clipped.compoundsClippedTo('コンポタ')).toEqual(['コーンポタージュ']);
    expect(clipped.compoundsClippedTo('ｻﾗﾁｷ')[0]).toBe('サラダチキン');
  });

  it('lists the compound of the fewest words and the shortest first', () => {
    expect(clipped.compoundsClippedTo('サラチキ')).toEqual(['サラダチキン', 'サラダチキンバー']);
  });

  it('reads no word unclipped, too short, of one mora first, or not in katakana', () => {
    expect(clipped.compoundsClippedTo('アメリカンドッグ')).toEqual([]);
    expect(clipped.compoundsClippedTo('サチ')).toEqual([]);
    expect(clipped.compoundsClippedTo('サチキ')).toEqual([]);
    expect(clipped.compoundsClippedTo('さらちき')).toEqual([]);
    expect(clipped.compoundsClippedTo('sarachiki')).toEqual([]);
  });

  describe('over the bundled catalog', () => {
    let catalog: ReturnType<typeof readClippedNames>;
    beforeAll(async () => {
      const files = await loadCatalogFiles();
      catalog = readClippedNames([...files.products, ...files.dishes].filter((row) => row.status === 'active').map((row) => row.name));
    });

    it('reads no nonsense as a clip (the tuned set katakana nonsense, and more)', () => {
      for (const nonsense of [
        'スムガソカゼフリ',
        'ハペイマョギヲツ',
        'ネバハンヂ',
        'ドヅハオカゲヅゴ',
        'ビツゼデペセヅス',
        'シャミスユ',
        'ヘオキブ',
        'ノスポ',
        'ラグパ',
        'ヌメポチ',
        'ゾビャテ',
        'ピュヌゲ',
      ])
        expect([nonsense, catalog.compoundsClippedTo(nonsense)]).toEqual([nonsense, []]);
    });

    it('reads no slip of another word the names write as a clip (ﾄﾘｱ: ドリア), but one of the compound itself (チキカツ)', () => {
      expect(catalog.compoundsClippedTo('トリア')).toEqual([]);
      expect(catalog.compoundsClippedTo('ﾄﾘｱ')).toEqual([]);
      expect(catalog.compoundsClippedTo('チキカツ')[0]).toBe('チキンカツ');
    });

    it('reads 20 clipped forms people write as the compounds they clip', () => {
      const forms: [string, string][] = [
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
      expect(forms.map(([form]) => [form, catalog.compoundsClippedTo(form)[0]])).toEqual(forms);
    });
  });
});
