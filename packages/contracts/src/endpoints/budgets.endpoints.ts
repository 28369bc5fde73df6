import { defineEndpoint } from '../endpoint';
import {
  DayOverrideParamsSchema,
  DeleteDayOverrideResponseSchema,
  DeleteSlotBudgetResponseSchema,
  PutDayOverrideBodySchema,
  PutDayOverrideResponseSchema,
  PutSlotBudgetBodySchema,
  PutSlotBudgetResponseSchema,
  SlotBudgetParamsSchema,
} from '../budgets.schema';

/** API-SPEC.md → Endpoints → Budgets. These change one day only; the base goal changes through PUT /goals. */
const budgets = { tag: 'Budgets', access: 'premium', feature: 'budgets', quotaCost: 1 } as const;

export const putSlotBudgetEndpoint = defineEndpoint({
  ...budgets,
  operationId: 'putSlotBudget',
  method: 'put',
  path: '/budgets/slot',
  summary: 'Set a manual budget for one slot of a day (source custom in GET /nutrition); repeating overwrites.',
  description:
    'mealSlot: breakfast, lunch, dinner, early_morning, mid_morning, afternoon, late_night. mealDate defaults to today (JST). cal, protein, fat and carbs are required.',
  body: PutSlotBudgetBodySchema,
  bodyExample: { mealSlot: 'dinner', cal: 700, protein: 35, fat: 20, carbs: 90 },
  response: PutSlotBudgetResponseSchema,
});

export const deleteSlotBudgetEndpoint = defineEndpoint({
  ...budgets,
  operationId: 'deleteSlotBudget',
  method: 'delete',
  path: '/budgets/slot/:date/:slot',
  summary: 'Return a slot to automatic allocation.',
  description: '404 when the slot has no manual budget.',
  params: SlotBudgetParamsSchema,
  response: DeleteSlotBudgetResponseSchema,
});

export const putDayOverrideEndpoint = defineEndpoint({
  ...budgets,
  operationId: 'putDayOverride',
  method: 'put',
  path: '/budgets/day',
  summary: 'Override the goal of one day per axis (cal, protein, fat, carbs).',
  description:
    'Send at least one axis (cal, protein, fat, carbs); any may be sent alone. Axes left out keep their current state (the base goal unless an earlier PUT set them); null clears one axis back to the base goal. date defaults to today (JST). The override shows at once in GET /nutrition goal and slots.',
  body: PutDayOverrideBodySchema,
  bodyExample: { cal: 2200 },
  response: PutDayOverrideResponseSchema,
});

export const deleteDayOverrideEndpoint = defineEndpoint({
  ...budgets,
  operationId: 'deleteDayOverride',
  method: 'delete',
  path: '/budgets/day/:date',
  summary: 'Clear every override of a day.',
  description: '404 when the day has no override.',
  params: DayOverrideParamsSchema,
  response: DeleteDayOverrideResponseSchema,
});

export const budgetsEndpoints = [putSlotBudgetEndpoint, deleteSlotBudgetEndpoint, putDayOverrideEndpoint, deleteDayOverrideEndpoint];
