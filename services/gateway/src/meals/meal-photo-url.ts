import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Express } from 'express';
import { DomainError, notFound, type Meal, type RecordsApi } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import { answerOptionsOf } from '../http/method-not-allowed';
import { requestIdOf, serviceContextOf } from '../http/request-context';

/** Signed photo links live this long; GET /meals hands out fresh ones on every call. */
export const PHOTO_URL_TTL_SEC = 60 * 60;

export type PhotoSize = 'full' | 'thumb';

export interface MealPhotoUrls {
  sign(userId: string, mealId: string, size: PhotoSize, now: Date): string;
  verify(params: { userId: string; mealId: string; size: string; exp: string; sig: string }, now: Date): void;
}

/**
 * Photos are served only to their owner through signed, expiring URLs (HMAC over user, meal,
 * size and expiry), so an image tag or a plain download works without the bearer token.
 */
export function createMealPhotoUrls(publicBaseUrl: string, secret: string | Buffer): MealPhotoUrls {
  const mac = (userId: string, mealId: string, size: string, exp: string) =>
    createHmac('sha256', secret).update(`${userId}\n${mealId}\n${size}\n${exp}`).digest('base64url');
  return {
    sign(userId, mealId, size, now) {
      const exp = String(Math.floor(now.getTime() / 1000) + PHOTO_URL_TTL_SEC);
      const query = new URLSearchParams({ u: userId, exp, sig: mac(userId, mealId, size, exp) });
      return `${publicBaseUrl}/media/meals/${encodeURIComponent(mealId)}/${size}.webp?${query.toString()}`;
    },
    verify({ userId, mealId, size, exp, sig }, now) {
      const expected = Buffer.from(mac(userId, mealId, size, exp));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new DomainError('forbidden', 'invalid photo link');
      if (!/^\d+$/.test(exp) || Number(exp) * 1000 < now.getTime()) {
        throw new DomainError('forbidden', 'the photo link expired; get a fresh one from GET /meals?detail=full', {
          userMessage: '写真のリンクの有効期限が切れました。',
        });
      }
    },
  };
}

/** detail-level rows get their imageUrl/thumbnailUrl signed for the caller. */
export function withPhotoUrls(meal: Meal, userId: string, urls: MealPhotoUrls, now: Date): Meal {
  if (!meal.hasPhoto) return meal;
  return { ...meal, imageUrl: urls.sign(userId, meal.id, 'full', now), thumbnailUrl: urls.sign(userId, meal.id, 'thumb', now) };
}

/** GET /media/meals/:mealId/:size.webp — no bearer; the signature names the owner. */
export function mountMealPhotoMedia(app: Express, deps: { urls: MealPhotoUrls; records: RecordsApi; clock: Clock }): void {
  const router = express.Router();
  router.get('/media/meals/:mealId/:file', async (req, res) => {
    const now = deps.clock.now();
    const match = /^(full|thumb)\.webp$/.exec(req.params.file);
    if (!match) throw notFound('no such photo');
    const size = match[1] as PhotoSize;
    const q = (key: string) => (typeof req.query[key] === 'string' ? (req.query[key] as string) : '');
    deps.urls.verify({ userId: q('u'), mealId: req.params.mealId, size, exp: q('exp'), sig: q('sig') }, now);
    const ctx = serviceContextOf({ requestId: requestIdOf(res), now }, q('u'));
    const photo = await deps.records.getMealPhoto(ctx, { id: req.params.mealId, size });
    res.type(photo.contentType).send(Buffer.from(photo.base64, 'base64'));
  });
  // OPTIONS answers 204 with Allow, as at every other path (express would answer it with its own 200).
  router.use(answerOptionsOf(router));
  app.use(router);
}
