import { collectionName, fromStored, isDuplicateKey, toFilter, toSort, toStored } from './mongo-documents';

describe('MongoDB read-model documents', () => {
  it('stores a document with its id as _id and reads it back without it', () => {
    const stored = toStored('42', { title: 'A', meta: { lang: 'en' } });
    expect(stored).toEqual({ _id: '42', title: 'A', meta: { lang: 'en' } });
    expect(fromStored(stored)).toEqual({ title: 'A', meta: { lang: 'en' } });
    expect(fromStored(null)).toBeNull();
    expect(() => toStored('1', { _id: 'x' })).toThrow(/_id/);
    expect(collectionName('builds')).toBe('rm_builds');
  });

  it('builds equality filters (null matches null or missing, as in SQLite) and refuses operator-looking fields', () => {
    expect(toFilter({ owner: 'ann', public: true, 'meta.lang': 'en', gone: null })).toEqual({
      owner: 'ann',
      public: true,
      'meta.lang': 'en',
      gone: null,
    });
    expect(toFilter()).toEqual({});
    expect(() => toFilter({ $where: 'x' })).toThrow(/invalid field name/);
    expect(() => toFilter({ 'a.$b': 1 })).toThrow(/invalid field name/);
  });

  it('sorts as asked, with _id last for stable paging', () => {
    expect(toSort([['id', 'desc']])).toEqual({ id: -1, _id: 1 });
    expect(toSort()).toEqual({ _id: 1 });
  });

  it('recognises duplicate-key errors', () => {
    expect(isDuplicateKey({ code: 11000 })).toBe(true);
    expect(isDuplicateKey(new Error('x'))).toBe(false);
  });
});
