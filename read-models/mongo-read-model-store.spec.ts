import { countFilter } from './mongo-read-model-store';

// The counts themselves are checked against a real MongoDB by the read-model store contract
// (test/scale-read-model-store.int.spec.ts, with MONGO_URL); this is the translation, checked everywhere.
describe('MongoDB read-model count filter', () => {
  it('is the equality filter alone without bounds', () => {
    expect(countFilter({ owner: 'ann', gone: null }, {})).toEqual({ owner: 'ann', gone: null });
    expect(countFilter(undefined, {})).toEqual({});
  });

  it('adds each bound as an exclusive comparison of its own, so none replaces another on the same field', () => {
    expect(
      countFilter({ n: 4 }, { below: { field: 'n', value: 9 }, above: { field: 'n', value: 1 } }),
    ).toEqual({ $and: [{ n: 4 }, { n: { $lt: 9 } }, { n: { $gt: 1 } }] });
    expect(countFilter(undefined, { above: { field: 'meta.n', value: 0 } })).toEqual({
      $and: [{}, { 'meta.n': { $gt: 0 } }],
    });
  });

  it('refuses bound fields MongoDB would read as operators', () => {
    expect(() => countFilter({}, { above: { field: '$where', value: 1 } })).toThrow(/invalid field name/);
    expect(() => countFilter({}, { below: { field: 'a.$b', value: 1 } })).toThrow(/invalid field name/);
  });
});
