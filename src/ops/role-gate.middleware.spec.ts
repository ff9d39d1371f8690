import { servedByRoles } from './role-gate.middleware';

describe('servedByRoles', () => {
  it('serves everything in a process with role api', () => {
    expect(servedByRoles(['api'], '/api/builds/1')).toBe(true);
    expect(servedByRoles(['api', 'worker'], '/')).toBe(true);
  });

  it('serves only health and metrics in other processes, whatever the query string', () => {
    expect(servedByRoles(['worker'], '/metrics')).toBe(true);
    expect(servedByRoles(['projector'], '/readyz?verbose=1')).toBe(true);
    expect(servedByRoles(['ssh'], '/healthz')).toBe(true);
    expect(servedByRoles(['worker'], '/api/builds')).toBe(false);
    expect(servedByRoles(['worker', 'projector'], '/')).toBe(false);
    expect(servedByRoles(['worker'], '/metrics/../api')).toBe(false);
  });
});
