import { routePattern } from './route-pattern';

describe('routePattern', () => {
  const matches = (path: string, tried: string) => new RegExp(`^${routePattern(path).source}$`).exec(tried)?.slice(1) ?? null;

  it('captures each parameter as one non-empty segment, with the names in order', () => {
    expect(routePattern('/budgets/slot/:date/:slot').names).toEqual(['date', 'slot']);
    expect(matches('/budgets/slot/:date/:slot', '/budgets/slot/2026-11-02/late_night')).toEqual(['2026-11-02', 'late_night']);
    expect(matches('/meals/:id', '/meals/')).toBeNull();
    expect(matches('/meals/:id', '/meals/m_1/photo')).toBeNull();
  });

  it('takes the rest of the path as written', () => {
    expect(routePattern('/meals/search')).toEqual({ source: '/meals/search', names: [] });
    expect(matches('/.well-known/oauth-authorization-server', '/Xwell-known/oauth-authorization-server')).toBeNull();
    expect(matches('/analyze-text', '/analyze-text')).toEqual([]);
  });
});
