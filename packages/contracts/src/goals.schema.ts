import { z } from 'zod';
import { allOrNone } from './json-schema-rules';
import { boundedCount, IsoDateSchema, TimestampSchema, dataEnvelope, RequestDateSchema } from './common.schema';

export const GenderSchema = z.enum(['male', 'female']);

/** Profile used by the goal calculation (API-SPEC.md → Goals; same ranges as PUT /goals). */
export const ProfileSchema = z.strictObject({
  heightCm: z.number().min(100).max(250).optional(),
  weightKg: z.number().min(20).max(300).optional(),
  dateOfBirth: RequestDateSchema.optional(),
  gender: GenderSchema.optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** API-SPEC.md → Goal: the base goal, its field meanings as the spec's table gives them. */
export const GoalSchema = z
  .object({
    cal: z.number().meta({ description: 'kcal/day; derived by the server (docs: the goal calculation), never set by clients' }),
    protein: z.number().meta({ description: 'g/day; derived by the server' }),
    fat: z.number().meta({ description: 'g/day; derived by the server' }),
    carbs: z.number().meta({ description: 'g/day; derived by the server' }),
    goalType: z.enum(['lose', 'maintain', 'gain']).meta({ description: 'lose, maintain or gain weight' }),
    activityLevel: z.number().int().min(1).max(5).meta({ description: '1 almost no exercise … 5 very active' }),
    targetWeightKg: z.number().nullable().meta({ description: 'kg; affects only the forecast; null when none' }),
    startWeightKg: z.number().nullable().meta({ description: 'kg; the weight when this goalType started' }),
    goalStartedAt: IsoDateSchema,
    durationDays: z.number().nullable().meta({ description: 'legacy deadline in days; null when none' }),
    pace: z.enum(['gentle', 'standard', 'firm']).meta({ description: 'weekly change of 0.25 %, 0.5 %, 0.75 % of body weight' }),
    mealRatios: z
      .object({ breakfast: z.number(), lunch: z.number(), snack: z.number(), dinner: z.number() })
      .meta({ description: 'shares of the day for the slot budgets of GET /nutrition; they sum to 1.0' }),
    source: z.enum(['auto', 'manual']).meta({
      description: 'auto: follows new records; manual: cal and PFC fixed by the user in the app, which do not follow new records',
    }),
  })
  .meta({ id: 'Goal' });
export type Goal = z.infer<typeof GoalSchema>;

/** API-SPEC.md → Metabolism: the field meanings, with the two rules a client follows when it reports the value. */
export const MetabolismSchema = z
  .object({
    observedTdeeKcal: z.number().meta({
      description: 'total daily expenditure (kcal) derived from recorded intake and the weight trend; includes usual exercise',
    }),
    seKcal: z.number().nullable().meta({
      description: 'uncertainty in kcal/day; report it together with observedTdeeKcal; null for older observations',
    }),
    confidence: z.number().meta({ description: 'probability (0-1) that the true value lies within ±200 kcal/day' }),
    trusted: z.boolean().meta({
      description: 'true: used in the goal calculation; false: low certainty, not to be stated as fact',
    }),
    weightTrendKgPerWeek: z.number().meta({ description: 'smoothed weight slope in kg/week; negative when losing' }),
    intakeMeanKcal: z.number().meta({ description: 'mean recorded intake (kcal/day) of the complete days of the window' }),
    avgExerciseKcal: z.number().meta({ description: 'logged exercise burn of the window per day (kcal)' }),
    windowStart: IsoDateSchema.meta({ description: 'first day (JST) of the records used' }),
    windowEnd: IsoDateSchema.meta({ description: 'last day (JST) of the records used, the day before the computation' }),
    computedAt: TimestampSchema.meta({ description: 'when the value was computed' }),
  })
  .meta({
    id: 'Metabolism',
    description: 'Observed energy expenditure; GET /me gives null while the records are insufficient.',
  });
export type Metabolism = z.infer<typeof MetabolismSchema>;

export const GoalTypeSchema = z.enum(['lose', 'maintain', 'gain']);
export const PaceSchema = z.enum(['gentle', 'standard', 'firm']);
const ratio = z.number().min(0).max(1).meta({ description: 'send all four meal ratios together; they sum to 1.0 (±0.001)' });
/** The four meal ratios travel together and sum to 1.0 (API-SPEC.md → Goals); this much rounding is accepted. */
export const MEAL_RATIO_SUM_TOLERANCE = 0.001;

/** PUT /goals (API-SPEC.md → Endpoints → Goals): only the fields sent change; cal and PFC are never sent. */
export const PutGoalBodySchema = z
  .strictObject({
    goalType: GoalTypeSchema.optional().meta({ description: 'required when creating' }),
    targetWeightKg: z.number().min(20).max(300).nullable().optional().meta({ description: 'null removes it; affects only the forecast' }),
    pace: PaceSchema.optional().meta({ description: 'weekly change of 0.25 %, 0.5 % (recommended), 0.75 % of body weight' }),
    // A number, not an integer: API-SPEC.md → Goals types it so, beside activityLevel's integer.
    durationDays: z
      .number()
      .min(14)
      .max(1080)
      .nullable()
      .optional()
      .meta({ description: 'legacy; overwrites pace with one derived from the deadline' }),
    activityLevel: boundedCount(z.number(), 1, 5)
      .optional()
      .meta({ description: '1 almost no exercise … 5 very active; required when creating' }),
    breakfastRatio: ratio.optional(),
    lunchRatio: ratio.optional(),
    snackRatio: ratio.optional(),
    dinnerRatio: ratio.optional(),
    heightCm: z.number().min(100).max(250).optional(),
    weightKg: z.number().min(20).max(300).optional().meta({ description: 'profile weight; weight records take precedence' }),
    dateOfBirth: RequestDateSchema.optional().meta({
      description: 'a past date giving an age of 10-120 on the service clock (400 otherwise)',
    }),
    gender: GenderSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const ratios = [body.breakfastRatio, body.lunchRatio, body.snackRatio, body.dinnerRatio];
    const sent = ratios.filter((value) => value !== undefined);
    if (sent.length === 0) return;
    if (sent.length < 4) {
      ctx.addIssue({
        code: 'custom',
        message: 'send all four of breakfastRatio, lunchRatio, snackRatio and dinnerRatio together',
        path: ['breakfastRatio'],
      });
      return;
    }
    const sum = (sent as number[]).reduce((total, value) => total + value, 0);
    if (Math.abs(sum - 1) > MEAL_RATIO_SUM_TOLERANCE) {
      ctx.addIssue({
        code: 'custom',
        message: `meal ratios must sum to 1.0 (got ${Math.round(sum * 1000) / 1000})`,
        path: ['breakfastRatio'],
      });
    }
  })
  // The four ratios go together; their sum (1.0) is beyond JSON Schema and stated in their descriptions.
  .meta(allOrNone(['breakfastRatio', 'lunchRatio', 'snackRatio', 'dinnerRatio']));
export type PutGoalBody = z.infer<typeof PutGoalBodySchema>;

export const ClampReasonSchema = z.enum(['max_deficit', 'max_surplus', 'min_intake']);

export const GoalDerivationSchema = z
  .object({
    baseTdeeKcal: z.number().meta({ description: 'kcal/day the target starts from' }),
    baseTdeeSource: z.string().meta({ description: '`observed`, or the formula used (`mifflin_st_jeor`)' }),
    dailyDeficitKcal: z.number().meta({ description: 'base minus target after the clamps: positive deficit, negative surplus' }),
    clamped: z.boolean().meta({ description: 'true when a safety clamp changed the target' }),
    clampedBy: z.array(ClampReasonSchema).meta({ description: 'which clamps applied' }),
    remainingDays: z.number().int().meta({ description: 'forecast to the target weight; 0 = no target, reached, or not approaching' }),
  })
  .meta({ id: 'GoalDerivation' });
export type GoalDerivation = z.infer<typeof GoalDerivationSchema>;

export const PutGoalResultSchema = z.object({
  goal: GoalSchema,
  previous: GoalSchema.nullable().meta({ description: 'null when created' }),
  derivation: GoalDerivationSchema,
  switchedFromManual: z.literal(false).meta({ description: 'legacy, always false' }),
  manualPreserved: z.literal(true).optional().meta({ description: 'the goal is manual: intent saved, cal/PFC stay fixed' }),
  created: z.literal(true).optional(),
  profileUpdated: z.literal(true).optional(),
});
export type PutGoalResult = z.infer<typeof PutGoalResultSchema>;
export const PutGoalResponseSchema = dataEnvelope(PutGoalResultSchema);

/** OPERATOR-API.md → Actions that exist only in the app: goal-manual. */
export const ManualGoalBodySchema = z.strictObject({
  cal: z.number().min(0).max(10000),
  protein: z.number().min(0).max(1000),
  fat: z.number().min(0).max(1000),
  carbs: z.number().min(0).max(2000),
});
export type ManualGoalBody = z.infer<typeof ManualGoalBodySchema>;
export const GoalResponseSchema = dataEnvelope(GoalSchema);
