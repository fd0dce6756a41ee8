/**
 * `npm run ledger:check`: proves every balance equals the sum of its ledger entries, every
 * movement sums to zero and the books balance. Exits 1 on any discrepancy. With PGlite it
 * needs the server stopped (the data directory has one user); a running server answers the
 * same check at GET /api/admin/ledger/check.
 */
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { DirectoryLockedError } from '#server/db/lock.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { checkLedger } from '#server/ledger/check.ts';

const config = loadConfig();
let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
} catch (error) {
  if (error instanceof DirectoryLockedError) {
    console.error(`ledger:check: ${error.message} (or ask the running server: GET /api/admin/ledger/check)`);
    process.exit(2);
  }
  throw error;
}
try {
  await migrateDatabase(database);
  const result = await checkLedger(database.db);
  console.log(`accounts checked: ${result.accounts}, ledger entries: ${result.entries}`);
  for (const [account, balance] of Object.entries(result.houseBalances))
    console.log(`  house ${account}: ${balance}`);
  if (result.ok) {
    console.log('ledger OK: every balance equals its entries and the books balance');
  } else {
    for (const d of result.discrepancies) {
      console.error(`DISCREPANCY ${d.kind} ${d.subject}: expected ${d.expected}, found ${d.actual}`);
    }
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
