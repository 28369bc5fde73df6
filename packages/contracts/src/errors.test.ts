import { recordNotFound } from './errors';

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
