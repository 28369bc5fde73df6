import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  BillingPortalResponseSchema,
  EmptyBodySchema,
  FeedbackBodySchema,
  FeedbackResponseSchema,
  MeResponseSchema,
} from '../platform.schema';

/** API-SPEC.md → Endpoints → Account and support. */
export const helpEndpoint = defineEndpoint({
  operationId: 'getHelp',
  method: 'get',
  path: '/help',
  tag: 'Account and support',
  summary: 'The full API description as a Markdown document (no auth).',
  access: 'none',
  quotaCost: 0,
  response: z.string(),
  responseMediaType: 'text/markdown',
});

export const openApiEndpoint = defineEndpoint({
  operationId: 'getOpenApi',
  method: 'get',
  path: '/openapi.json',
  tag: 'Account and support',
  summary: 'This OpenAPI 3.1 document (no auth).',
  access: 'none',
  quotaCost: 0,
  response: z.record(z.string(), z.unknown()),
});

export const meEndpoint = defineEndpoint({
  operationId: 'getMe',
  method: 'get',
  path: '/me',
  tag: 'Account and support',
  summary: 'Plan, trial, features, quota, goal and observed metabolism of the caller.',
  description:
    'Costs one quota unit like any data call. Never starts the trial. features: canStartTrial true: the 7-day trial is untouched; canReadPersonalData is then false, yet a personal-data call succeeds and its first success starts the trial; canSetProposal: POST /sets may be called; rangeMaxDays: the longest range in days GET /meals and GET /nutrition take on the plan in force. metabolism is null when the records are insufficient (and on Free); when present, state observedTdeeKcal together with seKcal, and a value with trusted false is a low-certainty value, not to be stated as fact (only a trusted one feeds the goal).',
  access: 'all',
  quotaCost: 1,
  response: MeResponseSchema,
});

export const feedbackEndpoint = defineEndpoint({
  operationId: 'postFeedback',
  method: 'post',
  path: '/feedback',
  tag: 'Account and support',
  summary: 'Send feedback to the team: a message the user has read and agreed to send.',
  description:
    'Replies reach the user in the app inquiry screen, not in the chat. At most 5 per 24 hours (429 quota_exceeded after). Costs no quota.',
  access: 'all',
  quotaCost: 0,
  body: FeedbackBodySchema,
  bodyExample: { message: 'コンビニの商品がすぐ見つかって便利です。', category: 'impression' },
  response: FeedbackResponseSchema,
  successStatus: 201,
});

export const billingPortalEndpoint = defineEndpoint({
  operationId: 'postBillingPortal',
  method: 'post',
  path: '/billing/portal',
  tag: 'Account and support',
  summary: 'A management page URL for Premium bought through the payment provider.',
  description:
    'App-store Premium gives 409 subscription_not_manageable (cancel in the store settings); no subscription gives 409 subscription_not_manageable. Costs no quota.',
  access: 'all',
  quotaCost: 0,
  body: EmptyBodySchema,
  response: BillingPortalResponseSchema,
});

export const accountEndpoints = [helpEndpoint, openApiEndpoint, meEndpoint, feedbackEndpoint, billingPortalEndpoint];
