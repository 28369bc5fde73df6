import type { Me, RecordsApi } from '@shokuji/contracts';
import { featuresOf } from '../entitlements/entitlement';
import type { Caller } from '../http/caller';
import { userContextOf } from '../http/request-context';

/** GET /me (API-SPEC.md → Me): displayName, goal and metabolism only for Premium or an active trial. */
export function createMeService(deps: { records: RecordsApi }) {
  return {
    async describe(caller: Caller): Promise<Me> {
      const { account, entitlement, quota } = caller;
      const premium = entitlement.tier === 'premium';
      const overview = premium ? await deps.records.getGoalOverview(userContextOf(caller), {}) : { goal: null, metabolism: null };
      return {
        tier: entitlement.tier,
        entitlementSource: entitlement.source,
        externalTrial: entitlement.trial,
        displayName: premium ? account.displayName : null,
        goal: overview.goal,
        metabolism: overview.metabolism,
        features: featuresOf(entitlement),
        quota,
      };
    },
  };
}
