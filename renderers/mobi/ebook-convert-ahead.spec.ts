import { AHEAD_MARK, aheadCommand } from './ebook-convert-ahead';

const SET_UP = [
  '"""',
  "This is the standard runscript for all of calibre's tools.",
  '"""',
  '',
  'import sys, os',
  '',
  "path = os.environ.get('CALIBRE_PYTHON_PATH', '/usr/lib/calibre')",
  'if path not in sys.path:',
  '    sys.path.insert(0, path)',
  "sys.resources_location = os.environ.get('CALIBRE_RESOURCES_PATH', '/usr/share/calibre')",
  '',
].join('\n');

/** Debian's /usr/bin/ebook-convert (calibre 6.13), with another interpreter line and ending when asked. */
const runscript = (
  shebang = '#! /usr/bin/python3.11',
  ending = 'from calibre.ebooks.conversion.cli import main\nsys.exit(main())\n',
) => `${shebang}\n${SET_UP}\n${ending}`;

describe('aheadCommand: Calibre started before its input exists', () => {
  it("runs Debian's runscript's own set-up, then loads Calibre and waits for the arguments on standard input", () => {
    const command = aheadCommand(runscript());
    expect(command?.command).toBe('/usr/bin/python3.11');
    expect(command?.args.slice(0, 1)).toEqual(['-c']);
    const code = command?.args[1] ?? '';
    expect(code.startsWith(SET_UP)).toBe(true);
    expect(code).toContain(AHEAD_MARK);
    expect(code).toContain('from calibre.ebooks.conversion.cli import main');
    expect(code).toContain('sys.stdin.readline()');
    expect(code).toContain("sys.argv = ['ebook-convert'] + json.loads(_line)");
    // The runscript's own call is not kept: main runs once, with the arguments sent.
    expect(code).not.toContain('sys.exit(main())');
  });

  it.each([
    ['#!/usr/bin/env python3', '/usr/bin/env', ['python3', '-c']],
    ['#!/usr/bin/python3 -s', '/usr/bin/python3', ['-s', '-c']],
    ['#!/opt/calibre/bin/python3.12', '/opt/calibre/bin/python3.12', ['-c']],
  ])('keeps the interpreter line %s', (shebang, command, leading) => {
    const ahead = aheadCommand(runscript(shebang));
    expect(ahead?.command).toBe(command);
    expect(ahead?.args.slice(0, leading.length)).toEqual(leading);
  });

  it.each([
    ['a shell script (a wrapper, a fake tool)', '#!/bin/sh\nexec /opt/calibre/ebook-convert "$@"\n'],
    ["a frozen binary (Calibre's own installer)", '\x7fELF\x02\x01\x01\0\0\0\0from calibre'],
    [
      'another Calibre tool',
      runscript(undefined, 'from calibre.ebooks.metadata.cli import main\nsys.exit(main())\n'),
    ],
    [
      'a runscript that does more after importing main',
      runscript(undefined, 'from calibre.ebooks.conversion.cli import main\nmain()\nprint(1)\n'),
    ],
    ['no interpreter line', `${SET_UP}\nfrom calibre.ebooks.conversion.cli import main\nsys.exit(main())\n`],
    ['an empty file', ''],
  ])('leaves %s to be run as it is', (_name, script) => {
    expect(aheadCommand(script)).toBeUndefined();
  });
});
