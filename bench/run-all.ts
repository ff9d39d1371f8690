import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Runs every dist/bench/*.bench.js in turn, each in its own process; exits non-zero only if one crashed. */
const benches = readdirSync(__dirname)
  .filter((name) => name.endsWith('.bench.js'))
  .sort();
let crashed = 0;
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, [join(__dirname, name)], { stdio: 'inherit' });
  if (result.status !== 0) {
    crashed += 1;
    console.error(`${name} did not finish (exit ${result.status ?? result.signal})`);
  }
}
if (benches.length === 0) console.log('no *.bench.js in dist/bench; run npm run build first');
process.exitCode = crashed ? 1 : 0;
