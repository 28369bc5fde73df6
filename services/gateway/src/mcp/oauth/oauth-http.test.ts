import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { pageErrors } from './oauth-http';

describe('pageErrors', () => {
  it('logs an unhandled error of a sign-in page with its route, never the path as sent', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = express();
    app.get('/oauth/pages/:step', () => {
      throw new Error('page store failed');
    });
    app.use(pageErrors(logger));
    const res = await request(app).get('/oauth/pages/signed-step-0123456789?code=x');
    expect(res.status).toBe(500);
    expect(res.type).toBe('text/html');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('signed-step-0123456789');
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: 'GET /oauth/pages/:step', msg: 'unhandled error on a sign-in page' });
  });
});
