import { recordNotFound, shopNamedBy, unknownShops } from './errors';

describe('recordNotFound', () => {
  const lookUp = 'GET /meals?date=YYYY-MM-DD';

  it('names an id as sent', () => {
    expect(recordNotFound('meal', 'm_1', lookUp).message).toBe('meal m_1 not found; look ids up with GET /meals?date=YYYY-MM-DD');
  });

  it('quotes an id with spaces around it and says so, where the bare id read "meal  m_1  not found" (stop 84)', () => {
    expect(recordNotFound('meal', ' m_1 ', lookUp).message).toBe(
      'meal " m_1 " not found: the id has spaces around it, which no id has; look ids up with GET /meals?date=YYYY-MM-DD',
    );
    expect(recordNotFound('exercise', 'e_1\u3000', 'GET /exercises?date=YYYY-MM-DD').message).toBe(
      'exercise "e_1\u3000" not found: the id has spaces around it, which no id has; look ids up with GET /exercises?date=YYYY-MM-DD',
    );
  });
});

describe('unknownShops: a shop sent by its name (stop 85)', () => {
  const shops = [
    { id: 'seven-eleven', name: 'セブン-イレブン', nameEn: '7-Eleven', aliases: ['セブン', 'セブンイレブン', '7-11'] },
    { id: 'sukiya', name: 'すき家', nameEn: 'Sukiya', aliases: [] },
    { id: 'lawson', name: 'ローソン', nameEn: 'LAWSON', aliases: ['ローソン'] },
  ];

  it('finds the shop a name, an English name or an alias names, whatever its width, case, spaces and dashes', () => {
    expect(shopNamedBy('セブン', shops)?.id).toBe('seven-eleven');
    expect(shopNamedBy('ｾﾌﾞﾝ ｲﾚﾌﾞﾝ', shops)?.id).toBe('seven-eleven');
    expect(shopNamedBy('7 eleven', shops)?.id).toBe('seven-eleven');
    expect(shopNamedBy('すき家', shops)?.id).toBe('sukiya');
    expect(shopNamedBy('lawson', shops)?.id).toBe('lawson');
    // A word inside a name is no name: nothing is guessed.
    expect(shopNamedBy('セブ', shops)).toBeNull();
    expect(shopNamedBy('nope', shops)).toBeNull();
    expect(shopNamedBy(' - ', shops)).toBeNull();
  });

  it('answers a name with the id it names, for the caller and the user', () => {
    const refusal = unknownShops('shop', ['セブン', 'nope'], undefined, shops);
    expect(refusal.message).toBe(
      'shop: unknown shop id(s) セブン, nope; セブン is the name of shop id seven-eleven; use an id from GET /shops',
    );
    expect(refusal.details.userMessage).toBe(
      '店舗ID「セブン」「nope」は見つかりません。「セブン」の店舗IDは seven-eleven（セブン-イレブン）です。',
    );
  });

  it('reads as before for an id no shop is named by', () => {
    const refusal = unknownShops('shopId', ['no-such-chain'], { reason: 'unknown_shop' }, shops);
    expect(refusal.message).toBe('shopId: unknown shop id(s) no-such-chain; use an id from GET /shops');
    expect(refusal.details).toMatchObject({
      reason: 'unknown_shop',
      userMessage: '店舗ID「no-such-chain」は見つかりません。GET /shops で確認してください。',
    });
  });
});
