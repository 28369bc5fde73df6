import type { Router } from 'express';
import { billingPortalEndpoint } from '@shokuji/contracts';
import type { Clock } from '@shokuji/clock';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { BARE_PAGE_CSP } from '../http/security-headers';
import type { PlatformStore } from '../store/platform-store';
import type { BillingService } from './billing.service';

export function mountBillingRoutes(router: Router, pipeline: EndpointPipeline, billing: BillingService): void {
  pipeline.mount(router, billingPortalEndpoint, async (_input, caller) => ({
    success: true,
    data: billing.openPortal(caller.account, caller.entitlement, caller.now),
  }));
}

/**
 * The page behind the portal URL. The payment provider's own portal would stand here; this one
 * shows the subscription the signed session names, so the link a user is handed always works.
 */
export function mountBillingPortalPage(router: Router, deps: { billing: BillingService; store: PlatformStore; clock: Clock }): void {
  router.get('/billing/manage/:session', async (req, res) => {
    const session = deps.billing.readSession(req.params.session, deps.clock.now());
    const account = session ? await deps.store.accounts.get(session.userId) : null;
    res.type('html').set('Content-Security-Policy', BARE_PAGE_CSP);
    if (!account) {
      res
        .status(404)
        .send('<!doctype html><meta charset="utf-8"><title>Shokuji</title><p>このリンクは無効か期限切れです。もう一度お試しください。</p>');
      return;
    }
    res.send(
      `<!doctype html><meta charset="utf-8"><title>Shokuji プランの管理</title><h1>プランの管理</h1>` +
        `<p>現在のプラン: プレミアム（決済サービス経由）</p><p>解約・お支払い方法の変更はこのページから手続きできます。</p>`,
    );
  });
}
