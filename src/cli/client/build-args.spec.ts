import { UsageError } from '../args';
import { parseBuildArgs } from './build-args';

describe('parseBuildArgs', () => {
  it('reads the gem positional form', () => {
    expect(parseBuildArgs(['tok', 'ann/book', 'pdf,html', 'draft'])).toMatchObject({
      form: 'gem',
      token: 'tok',
      project: 'ann/book',
      formats: 'pdf,html',
      branch: 'draft',
    });
    expect(parseBuildArgs(['tok', 'ann/book', 'html'])).toMatchObject({ form: 'gem', branch: undefined });
  });

  it('reads the flag form, pdf when no format flag is given', () => {
    expect(parseBuildArgs([])).toMatchObject({ form: 'flags', formats: 'pdf', project: undefined });
    expect(
      parseBuildArgs(['-p', 'ann/book', '--html', '--epub', '-b', 'draft', '--download', 'out']),
    ).toMatchObject({
      form: 'flags',
      project: 'ann/book',
      formats: 'epub,html',
      branch: 'draft',
      downloadDir: 'out',
    });
    expect(parseBuildArgs(['--platform', '--token=abc'])).toMatchObject({
      formats: 'platform',
      token: 'abc',
    });
  });

  it('asks for help', () => {
    expect(parseBuildArgs(['--help'])).toBe('help');
    expect(parseBuildArgs(['-h'])).toBe('help');
  });

  it.each([
    [['tok', 'ann/book'], /3 or 4|not 2 argument/],
    [['tok', 'ann/book', 'pdf', '--html'], /either/],
    [['--docx'], /no option --docx/],
    [['-p'], /-p needs a value/],
    [['--pdf=yes'], /--pdf takes no value/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseBuildArgs(argv)).toThrow(UsageError);
    expect(() => parseBuildArgs(argv)).toThrow(message);
  });
});
