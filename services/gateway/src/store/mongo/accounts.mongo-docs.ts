import type { Account } from '../accounts.repository';

/** An account as the accounts collection keeps it (the platform store, and the OAuth store's token check). */
export type AccountDoc = Omit<Account, 'userId'> & { _id: string };

// Accounts stored before AI credits existed have neither field: null, as on SQLite.
export const fromAccountDoc = ({ _id, ...rest }: AccountDoc): Account => ({
  userId: _id,
  ...rest,
  aiCreditGrant: rest.aiCreditGrant ?? null,
  aiCreditGrantId: rest.aiCreditGrantId ?? null,
});
