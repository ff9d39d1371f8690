import { parseArgs, requireOption, UsageError } from './args';

describe('parseArgs (node:util parseArgs underneath)', () => {
  const spec = { flags: ['json', 'admin'], values: ['stream', 'type', 'username', 'p'] };

  it('reads flags, values (spaced or inline), short names and positionals in any order', () => {
    expect(
      parseArgs(
        ['one', '--json', '--stream', 'build-1', 'two', '--type=BuildRequested', '-p', 'ann/book'],
        spec,
      ),
    ).toEqual({
      positionals: ['one', 'two'],
      options: { json: true, stream: 'build-1', type: 'BuildRequested', p: 'ann/book' },
    });
  });

  it('takes everything after -- as positionals', () => {
    expect(parseArgs(['--json', '--', '--stream', 'x'], spec)).toEqual({
      positionals: ['--stream', 'x'],
      options: { json: true },
    });
  });

  it('leaves a value option without its value when the next word is an option, and reads that option', () => {
    expect(parseArgs(['--stream', '--username', 'ann', '--admin'], spec).options).toEqual({
      stream: true,
      username: 'ann',
      admin: true,
    });
    expect(parseArgs(['--type'], spec).options).toEqual({ type: true });
    expect(parseArgs(['--type='], spec).options).toEqual({ type: '' });
  });

  it('keeps what the caller must judge: a flag given a value, an option it does not know', () => {
    expect(parseArgs(['--json=yes', '--docx'], spec).options).toEqual({ json: 'yes', docx: true });
    expect(parseArgs(['--colour=red'], spec).options).toEqual({ colour: 'red' });
  });

  it('requires an option by name, saying which', () => {
    expect(requireOption(parseArgs(['--username', 'ann'], spec), 'username', 'U')).toBe('ann');
    expect(() => requireOption(parseArgs(['--username'], spec), 'username', 'U')).toThrow(
      new UsageError('missing --username U'),
    );
  });
});
