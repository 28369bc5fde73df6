import type { Profile } from '@shokuji/contracts';

/** Height, weight, birth date and gender used by the goal calculation. */
export interface ProfileRepository {
  get(userId: string): Promise<Profile | null>;
  /** Merges the given fields into the stored profile and returns the result. */
  merge(userId: string, patch: Profile, now: string): Promise<Profile>;
}
