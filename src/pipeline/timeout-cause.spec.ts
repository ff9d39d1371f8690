import { timeoutCause } from './timeout-cause';

describe('timeoutCause', () => {
  it.each([
    [0.5, 2, /very large book or image/],
    [4, 2, /very large book or image/],
    [24.2, 2, /the server was very busy \(load average 24\.2 on 2 cores\).*start the build again/],
  ])('load %d on %d cores: %s', (load, cores, said) => {
    expect(timeoutCause(load, cores)).toMatch(said);
  });
});
