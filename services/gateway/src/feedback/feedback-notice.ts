import type { FeedbackNotice } from '@shokuji/contracts';
import type { CallChannel } from '../http/caller';
import type { FeedbackService } from './feedback.service';

const BODY =
  'ご利用ありがとうございます。使い心地やご要望があれば、ひとことフィードバックをお寄せください。返信はアプリのお問い合わせ画面に届きます。';

/** How feedback is sent, as the client that logged the meal sends it: the REST route, or the MCP tool (mcp-tools.ts). */
const SEND_FEEDBACK: Record<CallChannel, string> = { rest: 'Send POST /feedback', mcp: 'Call the send_feedback tool' };

const NOTICES = Object.fromEntries(
  (Object.keys(SEND_FEEDBACK) as CallChannel[]).map((channel) => [
    channel,
    {
      body: BODY,
      instruction: `Show \`body\` to the user once in this conversation. ${SEND_FEEDBACK[channel]} only with text the user has read and agreed to; replies reach the user in the app, not in the chat.`,
    },
  ]),
) as Record<CallChannel, FeedbackNotice>;

/**
 * The `notice` of meal-create responses (API-SPEC.md → Account and support): present only for
 * users who never sent feedback. POST /meals and POST /analyze-text both use this helper; its
 * instruction names the way the caller's channel sends feedback.
 */
export async function feedbackNoticeFor(
  feedback: FeedbackService,
  userId: string,
  channel: CallChannel,
): Promise<FeedbackNotice | undefined> {
  return (await feedback.hasSentFeedback(userId)) ? undefined : NOTICES[channel];
}
