import { z } from 'zod';
import { daysBetween } from '@shokuji/clock';
import { IsoDateSchema, RequestDateSchema } from './common.schema';

/** The period every date-or-range response opens with: the resolved dates and the time zone. */
export const resolvedPeriodShape = {
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  timezone: z.string(),
};

/** Range caps in days, inclusive (API-SPEC.md → Limits → Range length). */
export const NUTRITION_RANGE_MAX_DAYS = 90;

/**
 * `date`, or `startDate` and `endDate` (inclusive, at most `maxDays` days), or neither (today in
 * JST, resolved by the service from ctx.now). Mixing the two forms or sending half a range is a 400.
 */
export function dateOrRangeQuerySchema<Extra extends z.ZodRawShape = Record<never, never>>(maxDays: number, extra?: Extra) {
  return z
    .strictObject({
      // Exclusive forms across parameters: beyond a parameter's own schema, so said in the descriptions.
      date: RequestDateSchema.optional().meta({
        description: 'one day, YYYY-MM-DD; not together with startDate/endDate; default today (JST)',
      }),
      startDate: RequestDateSchema.optional().meta({
        description: 'first day of a range, YYYY-MM-DD; needs endDate; not together with date',
      }),
      endDate: RequestDateSchema.optional().meta({
        description: `last day of a range, YYYY-MM-DD; needs startDate, not before it; at most ${maxDays} days with both ends included`,
      }),
      ...(extra ?? ({} as Extra)),
    })
    .superRefine((query, ctx) => {
      const { date, startDate, endDate } = query as { date?: string; startDate?: string; endDate?: string };
      if (date !== undefined && (startDate !== undefined || endDate !== undefined)) {
        ctx.addIssue({ code: 'custom', message: 'send either date or startDate and endDate, not both' });
        return;
      }
      if ((startDate === undefined) !== (endDate === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [startDate === undefined ? 'startDate' : 'endDate'],
          message: 'startDate and endDate go together',
        });
        return;
      }
      if (startDate !== undefined && endDate !== undefined) {
        if (endDate < startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate is before startDate' });
        else if (daysBetween(startDate, endDate) + 1 > maxDays) {
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: `the range is at most ${maxDays} days (both ends included)` });
        }
      }
    });
}

export interface DateOrRangeInput {
  date?: string;
  startDate?: string;
  endDate?: string;
}
