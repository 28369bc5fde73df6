import { notFound } from '@shokuji/contracts';
import type { Account, AccountsRepository } from '../store/accounts.repository';

/** The account of the user an operator's action names, or the 404 every such action answers for an unknown user. */
export async function requireAccount(accounts: Pick<AccountsRepository, 'get'>, userId: string): Promise<Account> {
  const account = await accounts.get(userId);
  if (!account) throw notFound(`user ${userId} not found`);
  return account;
}
