import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AdjustableClock } from '@shokuji/clock';
import { CATALOG_API_METHODS, DomainError, IssueTokenBodySchema, type CatalogApi } from '@shokuji/contracts';
import { newId } from '@shokuji/storage';
import { createAccountsService } from '../accounts/accounts.service';
import { createTokensService } from '../auth/tokens.service';
import { createSignInCodesService } from '../mcp/oauth/sign-in-codes.service';
import { connectRecords } from '../clients/service-clients';
import { loadGatewayConfig, type GatewayConfig } from '../config';
import { aiAnalysisLimitsOf, createAiAnalysisQuota } from '../quota/ai-analysis-quota.service';
import { createPlatformStore } from '../store/platform-store.factory';
import { accountBody, CLI_OPTIONS, type CliFlags } from './admin-cli-flags';
import { backupDataDir, restoreDataDir } from './data-dir-backup';
import { restoreClockSetting } from './kept-clock';

const USAGE = `Operator CLI (same functions as /admin/v1), on the store configured by DATA_DIR / RECORDS_STORE.

  npm run admin -- users create [--display-name NAME] [--plan free|premium] [--premium-via app_store|payment_provider]
                                [--registered-on-web | --no-registered-on-web] [--region CODE] [--height-cm N] [--weight-kg N]
                                [--date-of-birth YYYY-MM-DD] [--gender male|female] [--ai-credits N]
  npm run admin -- users get USER_ID
  npm run admin -- users patch USER_ID [same options as create]
  npm run admin -- tokens issue USER_ID [--lifetime 15m|1h|6h|24h]
  npm run admin -- tokens list USER_ID
  npm run admin -- tokens revoke TOKEN_ID
  npm run admin -- sign-in-codes issue USER_ID    one-time code for the MCP connector's sign-in page (10 minutes)
  npm run admin -- backup --out DIR               online copy of every embedded store of DATA_DIR into a new DIR
  npm run admin -- restore --from DIR             a backup into DATA_DIR, which must be new or empty
`;

/** The CLI never searches; a catalog call would be a bug, so it fails loudly instead of starting an index. */
const catalogUnusedByCli = Object.fromEntries(
  CATALOG_API_METHODS.map((method) => [
    method,
    async () => Promise.reject(new DomainError('unavailable', `the admin CLI does not use the catalog (${method})`)),
  ]),
) as unknown as CatalogApi;

async function main(argv: string[]): Promise<void> {
  // --no-registered-on-web takes an account out of the grace period, as PATCH { registeredOnWeb: false } does.
  const { values: flags, positionals } = parseArgs({ args: argv, options: CLI_OPTIONS, allowPositionals: true, allowNegative: true });
  const [group, action, id] = positionals;
  if (flags.help || !group) {
    console.log(USAGE);
    return;
  }
  if (!action && group !== 'backup' && group !== 'restore') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadGatewayConfig(process.env);
  // Before any store opens: a restore needs DATA_DIR empty, and a backup reads the files as they are.
  if (group === 'backup' || group === 'restore') {
    await runBackupCommand(group, flags, config);
    return;
  }
  const clock = new AdjustableClock();
  // The service clock a test set (PUT /admin/v1/clock), so what the CLI issues expires on the time the service runs on.
  if (config.NODE_ENV !== 'production') await restoreClockSetting(config.DATA_DIR, clock);
  const store = await createPlatformStore(config);
  const records = await connectRecords(config, process.env, { catalog: catalogUnusedByCli, clock });
  const aiQuota = createAiAnalysisQuota({ store, limits: aiAnalysisLimitsOf(config) });
  const accounts = createAccountsService({ store, records: records.api, aiQuota });
  const tokens = createTokensService({ store, clock });
  const print = (data: unknown) => console.log(JSON.stringify({ data }, null, 2));
  try {
    const command = `${group} ${action}`;
    // A command is one call: its own id (no HTTP request made one), the clock's now.
    const call = { requestId: newId('cli', 6), now: clock.now() };
    if (command === 'users create') print(await accounts.create(call, accountBody(flags)));
    else if (command === 'users get' && id) print(await accounts.describe(call, id));
    else if (command === 'users patch' && id) print(await accounts.patch(call, id, accountBody(flags)));
    else if (command === 'tokens issue' && id)
      print(await tokens.issue(id, IssueTokenBodySchema.parse({ lifetime: flags.lifetime })?.lifetime));
    else if (command === 'tokens list' && id) print(await accounts.activeTokens(call, id));
    else if (command === 'tokens revoke' && id) {
      await tokens.revoke(id);
      print({ tokenId: id, revoked: true });
    } else if (command === 'sign-in-codes issue' && id) print(await createSignInCodesService({ store, clock }).issue(id));
    else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } finally {
    await records.close();
    await store.close();
  }
}

/** backup --out DIR / restore --from DIR, on the embedded stores only (MongoDB: docs/operations.md → Backups). */
async function runBackupCommand(command: 'backup' | 'restore', flags: CliFlags, config: GatewayConfig): Promise<void> {
  if (config.RECORDS_STORE !== 'embedded') {
    throw new Error(
      `${command}: RECORDS_STORE=${config.RECORDS_STORE} keeps no embedded store; use mongodump / mongorestore (docs/operations.md → Backups)`,
    );
  }
  const dir = command === 'backup' ? flags.out : flags.from;
  if (!dir) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  // A backup's time is the service's, as every time the CLI writes: a test clock set through the API is read here too.
  const clock = new AdjustableClock();
  if (command === 'backup' && config.NODE_ENV !== 'production') await restoreClockSetting(config.DATA_DIR, clock);
  const started = Date.now();
  const manifest = command === 'backup' ? await backupDataDir(config.DATA_DIR, dir, clock) : await restoreDataDir(dir, config.DATA_DIR);
  console.log(
    JSON.stringify(
      { data: { [command === 'backup' ? 'out' : 'from']: dir, dataDir: config.DATA_DIR, ms: Date.now() - started, ...manifest } },
      null,
      2,
    ),
  );
}

/** A refusal as the admin API words it: its code, then what was wrong (a flag's value refused by the body's schema). */
function refusalText(error: unknown): unknown {
  if (error instanceof DomainError) return `${error.code}: ${error.message}`;
  if (error instanceof z.ZodError)
    return `invalid_request: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`;
  return error instanceof Error ? error.message : error;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(refusalText(error));
  process.exit(1);
});
