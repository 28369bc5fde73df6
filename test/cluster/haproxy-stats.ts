import { createConnection } from 'node:net';

/** One command on HAProxy's stats socket (deploy/haproxy.cfg → stats socket); resolves with its whole answer. */
export function haproxyCommand(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The state (UP, DOWN, MAINT, …) of each gateway server in the `gateways` backend. */
export async function gatewayStates(socketPath: string): Promise<Record<string, string>> {
  const csv = await haproxyCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const states: Record<string, string> = {};
  for (const row of rows) {
    const fields = row.split(',');
    if (fields[at('pxname')] === 'gateways' && fields[at('svname')]!.startsWith('gw'))
      states[fields[at('svname')]!] = fields[at('status')]!;
  }
  return states;
}
