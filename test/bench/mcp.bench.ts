import { adminOf } from '../support/api-fixtures';
import { connect } from '../support/mcp-oauth';
import { waitHealthy } from '../support/service-process';
import {
  cpuMs,
  loadSettingsFromEnv,
  ms,
  noteFailures,
  printLoadTable,
  printProfileStages,
  profiledEnv,
  runLoad,
  startBenchGateway,
  verdict,
  type LoadFigures,
  type LoadRequest,
} from './bench-kit';
import { personalized, searchMix } from './search-mix';

/**
 * `npm run bench:mcp`: the same searches through REST (GET /search) and through MCP (a tools/call
 * of search_catalog at /mcp) on one gateway, alternating, twice each; the best run of each counts
 * (the machine is shared). Targets (issue #16): MCP adds at most 2 ms at p50 and keeps at least
 * 70 % of REST's requests per second. Prints figures and PASS/FAIL; asserts nothing. Beside them,
 * the gateway's CPU time per request of each run: the load generator shares the machine, and other
 * work on it moves req/s far more than it moves what one request costs the gateway.
 * BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 8) and BENCH_ROUNDS (default 2) change the load;
 * BENCH_PROFILE_DIR profiles the gateway and prints each run's time per stage (bench-kit.ts).
 */
const { seconds: SECONDS, connections: CONNECTIONS } = loadSettingsFromEnv({ seconds: 15, connections: 8 });
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

/** The search's query string as tool arguments (numbers as numbers, as a model sends them). */
function argumentsOf(query: string): Record<string, unknown> {
  return Object.fromEntries(
    [...new URLSearchParams(query)].map(([key, value]) => [key, /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value]),
  );
}

async function main(): Promise<void> {
  const gateway = await startBenchGateway(profiledEnv('mcp'));
  const runs: [string, LoadFigures][] = [];
  try {
    await waitHealthy(gateway.url);
    const admin = adminOf(gateway);
    const userId = await admin.createUser({ plan: 'premium' });
    const rest = await admin.issueToken(userId, '24h');
    const { accessToken } = await connect(gateway.url, admin, userId);
    const mix = searchMix();

    const restRequest = (n: number): LoadRequest => ({
      method: 'GET',
      path: `/api/v1/ext/search?${personalized(mix[n % mix.length]!, n)}`,
      headers: { authorization: `Bearer ${rest.token}` },
    });
    const mcpRequest = (n: number): LoadRequest => ({
      method: 'POST',
      path: '/mcp',
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: n,
        method: 'tools/call',
        params: { name: 'search_catalog', arguments: argumentsOf(personalized(mix[n % mix.length]!, n)) },
      }),
    });

    // Every request of the mix answers as a success both ways before the figures count.
    for (let n = 0; n < mix.length; n += 1) {
      const viaRest = await fetch(`${gateway.url}${restRequest(n).path}`, { headers: restRequest(n).headers });
      const call = mcpRequest(n);
      const viaMcp = await fetch(`${gateway.url}/mcp`, {
        method: 'POST',
        headers: { ...call.headers, 'content-type': 'application/json' },
        body: call.body,
      });
      const answer = (await viaMcp.json()) as { result?: { isError?: boolean } };
      if (viaRest.status !== 200 || viaMcp.status !== 200 || answer.result?.isError) {
        throw new Error(`request ${n} (${mix[n]}): REST ${viaRest.status}, MCP ${viaMcp.status} ${JSON.stringify(answer).slice(0, 300)}`);
      }
    }

    /** The gateway's CPU time per request of each run, in µs, by label. */
    const cpuPerRequest = new Map<string, number>();
    const load = async (label: string, nextRequest: (n: number) => LoadRequest) => {
      const cpuBefore = cpuMs(gateway.process.pid!);
      const figures = await runLoad(gateway.url, { connections: CONNECTIONS, seconds: SECONDS, nextRequest });
      cpuPerRequest.set(label, ((cpuMs(gateway.process.pid!) - cpuBefore) * 1000) / figures.requests);
      runs.push([label, figures]);
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      await load(`REST GET /search, round ${round}`, restRequest);
      await load(`MCP tools/call search_catalog, round ${round}`, mcpRequest);
    }
    printLoadTable(runs);
    for (const [label, figures] of runs) noteFailures(label, figures);
    console.log('\ngateway CPU per request');
    for (const [label, us] of cpuPerRequest) console.log(`${label.padEnd(40)} ${us.toFixed(0).padStart(8)} µs`);

    const best = (prefix: string) => {
      const labels = runs.filter(([label]) => label.startsWith(prefix));
      const of = labels.map(([, figures]) => figures);
      return {
        p50: Math.min(...of.map((f) => f.p50)),
        rps: Math.max(...of.map((f) => f.rps)),
        cpuUs: Math.min(...labels.map(([label]) => cpuPerRequest.get(label)!)),
      };
    };
    const restBest = best('REST');
    const mcpBest = best('MCP');
    const addedP50 = mcpBest.p50 - restBest.p50;
    const share = mcpBest.rps / restBest.rps;
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per run, best of ${ROUNDS} per transport`);
    console.log(`MCP adds ${ms(addedP50)} at p50 (target ≤ 2 ms): ${verdict(addedP50 <= 2)}`);
    console.log(`MCP keeps ${(share * 100).toFixed(0)} % of REST's req/s (target ≥ 70 %): ${verdict(share >= 0.7)}`);
    console.log(
      `for reference, the gateway's CPU per request (least of each): REST ${restBest.cpuUs.toFixed(0)} µs, MCP ${mcpBest.cpuUs.toFixed(0)} µs, ` +
        `REST/MCP ${((restBest.cpuUs / mcpBest.cpuUs) * 100).toFixed(0)} %`,
    );
  } finally {
    await gateway.stop();
  }
  printProfileStages('mcp', runs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
