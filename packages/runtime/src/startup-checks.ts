import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** The start-up error every bad variable gives: the service, then one `NAME: problem` line each (parseServiceEnv's format). */
export function invalidConfiguration(service: string, problems: string[]): Error {
  return new Error(`Invalid ${service} configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}

/**
 * A bind address (HOST, ADMIN_HOST…) that is neither an IP address nor a name this machine resolves: named with its
 * variable before anything opens, where listening failed later with the resolver's `getaddrinfo ENOTFOUND not-a-host`.
 */
export async function hostProblem(variable: string, host: string): Promise<string | null> {
  if (isIP(host)) return null;
  try {
    await lookup(host);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return code === 'EAI_AGAIN'
      ? `${variable}: "${host}" could not be resolved now (the name service did not answer, EAI_AGAIN); give an IP address or retry`
      : `${variable}: "${host}" is neither an IP address nor a name this machine resolves (${code})`;
  }
}

/** The variables a listener's port and address come from, so a failed listen names them. */
export interface ListenVariables {
  service: string;
  port: string;
  host: string;
}

/**
 * A listen that failed on its port or address, as the start-up error naming the variable (EADDRINUSE said only
 * `listen EADDRINUSE: address already in use 127.0.0.1:8080`); any other error is returned as it is.
 */
export function listenFailure(error: unknown, port: number, host: string, names: ListenVariables | undefined): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (!names || !code) return error;
  const problems: Record<string, string> = {
    EADDRINUSE: `${names.port}: port ${port} on ${host} is in use by another process`,
    EACCES: `${names.port}: port ${port} on ${host} needs a privilege this process does not have, as ports below 1024 usually do`,
    EADDRNOTAVAIL: `${names.host}: ${host} is not an address of this machine`,
    EAFNOSUPPORT: `${names.host}: ${host} is of an address family this machine does not support`,
    ENOTFOUND: `${names.host}: "${host}" is neither an IP address nor a name this machine resolves`,
    EAI_AGAIN: `${names.host}: "${host}" could not be resolved now (the name service did not answer); give an IP address or retry`,
  };
  return problems[code] ? invalidConfiguration(names.service, [`${problems[code]} (${code})`]) : error;
}
