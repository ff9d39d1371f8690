import { loadScaleOptions } from './scale-options';

describe('loadScaleOptions', () => {
  it('has production defaults', () => {
    expect(loadScaleOptions({})).toEqual({
      queuePrefix: 'octavo',
      queueLockMs: 30_000,
      shutdownGraceMs: 20_000,
    });
  });

  it('reads overrides and names the variable that is wrong', () => {
    expect(loadScaleOptions({ OCTAVO_QUEUE_PREFIX: 'staging', OCTAVO_QUEUE_LOCK_MS: '5000' })).toMatchObject({
      queuePrefix: 'staging',
      queueLockMs: 5000,
    });
    expect(() => loadScaleOptions({ OCTAVO_QUEUE_LOCK_MS: '10' })).toThrow(
      /OCTAVO_QUEUE_LOCK_MS must be .* at least 1000/,
    );
    expect(() => loadScaleOptions({ OCTAVO_QUEUE_PREFIX: 'a:b' })).toThrow(/OCTAVO_QUEUE_PREFIX/);
  });
});
