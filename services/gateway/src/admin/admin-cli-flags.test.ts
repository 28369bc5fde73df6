import { z } from 'zod';
import { accountBody } from './admin-cli-flags';

/** The refusal the CLI prints for a body (admin.cli.ts → refusalText): each issue's body path and message. */
function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof z.ZodError) return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw error;
  }
  throw new Error('no refusal');
}

describe('operator CLI flags → the admin route body', () => {
  it('reads number flags as decimal text, as a JSON body would carry them', () => {
    expect(accountBody({ 'ai-credits': '16', 'height-cm': '170.5', 'weight-kg': '6e1' })).toMatchObject({
      aiCredits: 16,
      profile: { heightCm: 170.5, weightKg: 60 },
    });
    expect(accountBody({ plan: 'premium' })).toEqual({ plan: 'premium' });
  });

  it('refuses blank, hex and other text by the field body name, where Number() made 0 or 16 of it (2026-12-06)', () => {
    expect(refusalOf(() => accountBody({ 'ai-credits': ' ' }))).toBe('aiCredits: must be a number written in decimal, not " "');
    expect(refusalOf(() => accountBody({ 'ai-credits': '' }))).toBe('aiCredits: must be a number written in decimal, not ""');
    expect(refusalOf(() => accountBody({ 'ai-credits': '0x10', 'height-cm': 'tall' }))).toBe(
      'profile.heightCm: must be a number written in decimal, not "tall"; aiCredits: must be a number written in decimal, not "0x10"',
    );
    expect(refusalOf(() => accountBody({ 'weight-kg': 'Infinity' }))).toBe(
      'profile.weightKg: must be a number written in decimal, not "Infinity"',
    );
    expect(refusalOf(() => accountBody({ 'ai-credits': '-1' }))).toMatch(/^aiCredits: Too small/);
  });
});
