import { isRustFence, withoutRustHiddenLines } from './rust-hidden-lines';

describe('withoutRustHiddenLines', () => {
  it('leaves out `#` lines and `# ` lines, indented or not', () => {
    expect(withoutRustHiddenLines('# use std::ptr;\nfn f() {}\n    # let x = 1;\n#\n')).toBe('fn f() {}\n');
  });

  it('prints `##` as `#` and keeps attributes', () => {
    expect(withoutRustHiddenLines('##[x]\n#[derive(Debug)]\n#![no_std]\n  ## y')).toBe(
      '#[x]\n#[derive(Debug)]\n#![no_std]\n  # y',
    );
  });
});

describe('isRustFence', () => {
  it('reads the language up to a comma or space', () => {
    expect(isRustFence('rust')).toBe(true);
    expect(isRustFence('rust,ignore')).toBe(true);
    expect(isRustFence('rust ,ignore')).toBe(true);
    expect(isRustFence('rusty')).toBe(false);
    expect(isRustFence('')).toBe(false);
  });
});
