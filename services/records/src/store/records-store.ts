import type { ProfileRepository } from '../profile/profile.repository';

/**
 * Storage of the records service: one repository per feature. Adapters are dumb; the rules live
 * in the feature services.
 */
export interface RecordsStore {
  profiles: ProfileRepository;
  ping(): Promise<void>;
  close(): Promise<void>;
}
