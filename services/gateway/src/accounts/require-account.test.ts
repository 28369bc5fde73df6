import { DomainError } from '@shokuji/contracts';
import { buildAccount } from '../store/platform-store.factories';
import { requireAccount } from './require-account';

// A guard: the one 404 the operator's actions for an unknown user answer (accounts, tokens, MCP sign-in and grants).
describe('requireAccount', () => {
  const known = buildAccount();
  const accounts = { get: async (userId: string) => (userId === known.userId ? known : null) };

  it('gives the account of a known user', async () => {
    await expect(requireAccount(accounts, known.userId)).resolves.toBe(known);
  });

  it('refuses an unknown user with a 404 naming the id', async () => {
    const refusal = await requireAccount(accounts, 'u_nobody').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'not_found', message: 'user u_nobody not found' });
  });
});
