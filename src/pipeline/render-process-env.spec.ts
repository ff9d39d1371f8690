import { renderProcessEnv } from './render-thread-pool';

describe('renderProcessEnv', () => {
  const jemalloc = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

  it('leaves out the allocator bin/octavo preloaded into the server, keeping everything else', () => {
    const env = { PATH: '/usr/bin', LD_PRELOAD: jemalloc, OCTAVO_PRELOADED_ALLOCATOR: jemalloc, HOME: '/h' };
    expect(renderProcessEnv(env)).toEqual({ PATH: '/usr/bin', HOME: '/h' });
  });

  it.each([
    [
      'an LD_PRELOAD the operator set',
      { LD_PRELOAD: '/opt/lib/other.so', OCTAVO_PRELOADED_ALLOCATOR: jemalloc },
    ],
    ['no preload at all', { PATH: '/usr/bin' }],
  ])('keeps %s as it is', (_, env) => {
    expect(renderProcessEnv(env)).toBe(env);
  });
});
