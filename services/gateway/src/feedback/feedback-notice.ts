import type { FeedbackNotice } from '@shokuji/contracts';
import type { FeedbackService } from './feedback.service';

const NOTICE: FeedbackNotice = {
  body: 'ご利用ありがとうございます。使い心地やご要望があれば、ひとことフィードバックをお寄せください。返信はアプリのお問い合わせ画面に届きます。',
  instruction:
    'Show `body` to the user once in this conversation. Send POST /feedback only with text the user has read and agreed to; replies reach the user in the app, not in the chat.',
};

/**
 * The `notice` of meal-create responses (API-SPEC.md → Account and support): present only for
 * users who never sent feedback. POST /meals and POST /analyze-text both use this helper.
 */
export async function feedbackNoticeFor(feedback: FeedbackService, userId: string): Promise<FeedbackNotice | undefined> {
  return (await feedback.hasSentFeedback(userId)) ? undefined : NOTICE;
}
