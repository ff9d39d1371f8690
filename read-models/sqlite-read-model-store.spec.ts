import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReadModelStoreContract } from './read-model-store.contract';
import { SqliteReadModelStore } from './sqlite-read-model-store';

const dir = mkdtempSync(join(tmpdir(), 'octavo-rm-'));
let n = 0;
describeReadModelStoreContract('SQLite', async () => new SqliteReadModelStore(join(dir, `rm-${n++}.db`)));

describe('SqliteReadModelStore read cache', () => {
  const put = (store: SqliteReadModelStore, id: string, doc: object) =>
    store.transaction(async (tx) => tx.put('tokens', id, doc));

  it('serves a write through the same store on the next read', async () => {
    const store = new SqliteReadModelStore(join(dir, `cache-${n++}.db`));
    await put(store, 't1', { hash: 'a', revoked: false });
    expect(await store.get('tokens', 't1')).toEqual({ hash: 'a', revoked: false });
    expect(await store.find('tokens', { where: { hash: 'a' } })).toHaveLength(1);
    await put(store, 't1', { hash: 'a', revoked: true });
    expect(await store.get('tokens', 't1')).toEqual({ hash: 'a', revoked: true });
    expect(await store.find('tokens', { where: { hash: 'a', revoked: false } })).toEqual([]);
    await store.close();
  });

  it("sees another connection's commit a millisecond later (another process's rebuild, say)", async () => {
    const file = join(dir, `cache-${n++}.db`);
    const reader = new SqliteReadModelStore(file);
    const writer = new SqliteReadModelStore(file);
    // The reader looks at most once a millisecond.
    const put = async (store: SqliteReadModelStore, id: string, doc: object) => {
      await store.transaction(async (tx) => tx.put('tokens', id, doc));
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await put(writer, 't1', { hash: 'a', revoked: false });
    expect(await reader.get('tokens', 't1')).toEqual({ hash: 'a', revoked: false });
    expect(await reader.find('tokens', { where: { revoked: false } })).toHaveLength(1);
    await put(writer, 't1', { hash: 'a', revoked: true });
    expect(await reader.get('tokens', 't1')).toEqual({ hash: 'a', revoked: true });
    expect(await reader.find('tokens', { where: { revoked: false } })).toEqual([]);
    await writer.replace({ checkpoints: {}, collections: { tokens: {} } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await reader.get('tokens', 't1')).toBeNull();
    await Promise.all([reader.close(), writer.close()]);
  });

  it('hands out frozen documents, and fresh arrays and fresh documents inside transactions', async () => {
    const store = new SqliteReadModelStore(join(dir, `cache-${n++}.db`));
    await put(store, 't1', { hash: 'a', scopes: ['read'] });
    const doc = (await store.get<{ scopes: string[] }>('tokens', 't1'))!;
    expect(Object.isFrozen(doc) && Object.isFrozen(doc.scopes)).toBe(true);
    const found = await store.find('tokens');
    found.push({});
    expect(await store.find('tokens')).toHaveLength(1);
    await store.transaction(async (tx) => {
      const mine = (await tx.get<{ scopes: string[] }>('tokens', 't1'))!;
      mine.scopes.push('write');
      tx.put('tokens', 't1', mine);
    });
    expect(await store.get('tokens', 't1')).toEqual({ hash: 'a', scopes: ['read', 'write'] });
    await store.close();
  });
});
