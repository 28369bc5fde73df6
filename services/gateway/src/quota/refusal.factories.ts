import { DomainError } from '@shokuji/contracts';

/** The DomainError a limited call is refused with, for the tests of the limits; anything else fails the test. */
export async function refusalOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}
