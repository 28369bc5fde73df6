import type { ProfileRepository } from '../profile/profile.repository';
import type { GoalsRepository } from '../goals/goals.repository';

/**
 * Storage of the records service: one repository per feature. Adapters are dumb; the rules live
 * in the feature services.
 */
export interface RecordsStore {
  profiles: ProfileRepository;
  goals: GoalsRepository;
  ping(): Promise<void>;
  close(): Promise<void>;
}
