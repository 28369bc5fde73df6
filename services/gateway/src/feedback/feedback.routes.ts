import type { Router } from 'express';
import { feedbackEndpoint } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import type { FeedbackService } from './feedback.service';

export function mountFeedbackRoutes(router: Router, pipeline: EndpointPipeline, feedback: FeedbackService): void {
  pipeline.mount(router, feedbackEndpoint, async ({ body }, caller) => ({
    success: true,
    data: await feedback.send(caller.account.userId, body, caller.now),
  }));
}
