import { productItem } from './catalog-item.factories';
import { renderProductPage } from './catalog-product-page';

describe('renderProductPage', () => {
  it('in Japanese: the name as the menu writes it, Japanese labels, the price in yen', () => {
    const html = renderProductPage(productItem());
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<h1>牛丼 並盛</h1>');
    expect(html).toContain('<p>松屋</p>');
    expect(html).toContain('<tr><th scope="row">たんぱく質</th><td>20 g</td></tr>');
    expect(html).toContain('<tr><th scope="row">価格（税込）</th><td>480 円</td></tr>');
    expect(html).not.toContain('Beef bowl');
  });

  it('in English: the English names where the catalog has them, the Japanese name beneath, English labels', () => {
    const html = renderProductPage(productItem(), 'en', 'Matsuya');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Beef bowl — Matsuya — Shokuji</title>');
    expect(html).toContain('<h1>Beef bowl</h1>\n<p lang="ja">牛丼 並盛</p>\n<p>Matsuya</p>');
    expect(html).toContain('<tr><th scope="row">Protein</th><td>20 g</td></tr>');
    expect(html).toContain('<tr><th scope="row">Price (tax included)</th><td>¥480</td></tr>');
    expect(html).toContain('<tr><th scope="row">Category</th><td>丼</td></tr>');
  });

  it('in English without English names: the Japanese ones, once; an unpublished value is —, an unknown price no row', () => {
    const html = renderProductPage({ ...productItem(), nameEn: null, protein: null, price: null }, 'en', null);
    expect(html).toContain('<h1>牛丼 並盛</h1>\n<p>松屋</p>');
    expect(html).not.toContain('lang="ja"');
    expect(html).toContain('<tr><th scope="row">Protein</th><td>—</td></tr>');
    expect(html).not.toContain('Price');
  });

  it('escapes what the catalog says', () => {
    const html = renderProductPage({ ...productItem(), nameEn: '<b>x</b>' }, 'en', 'A&B');
    expect(html).toContain('<h1>&lt;b&gt;x&lt;/b&gt;</h1>');
    expect(html).toContain('<p>A&amp;B</p>');
  });
});
