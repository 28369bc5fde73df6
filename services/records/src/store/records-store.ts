import type { Profile } from '@shokuji/contracts';

/** Storage of the records service; adapters are dumb, rules live in the services. */
export interface ProfilesRepository {
  get(userId: string): Promise<Profile | null>;
  /** Merges the given fields into the stored profile and returns the result. */
  merge(userId: string, patch: Profile, now: string): Promise<Profile>;
}

export interface RecordsStore {
  profiles: ProfilesRepository;
  ping(): Promise<void>;
  close(): Promise<void>;
}
