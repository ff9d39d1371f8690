import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReadModelStoreContract } from './read-model-store.contract';
import { SqliteReadModelStore } from './sqlite-read-model-store';

const dir = mkdtempSync(join(tmpdir(), 'octavo-rm-'));
let n = 0;
describeReadModelStoreContract('SQLite', async () => new SqliteReadModelStore(join(dir, `rm-${n++}.db`)));
