import { convert, MemoryLogger } from '@asciidoctor/core';
import { BookSource } from '../types';
import { resolveFromFile } from '../paths/repo-path';
import { isRemoteUrl } from '../dom/sanitize';
import { prepareAsciidoc } from './asciidoc-markup';
import { BookWarning, warning } from '../warnings';

const INCLUDE_LINE = /^include::([^[\s][^[]*)\[(.*)\]\s*$/;
const MAX_INCLUDE_DEPTH = 8;

export interface ConvertedSource {
  html: string;
  warnings: BookWarning[];
}

/**
 * AsciiDoc → HTML with Asciidoctor in secure mode, so it never touches the file system.
 * `include::` directives are expanded beforehand through BookSource, which keeps them inside
 * the repository at the pinned commit.
 */
export async function asciidocToHtml(
  text: string,
  file: string,
  source: BookSource,
): Promise<ConvertedSource> {
  const warnings: BookWarning[] = [];
  const expanded = await expandIncludes(text, file, source, warnings, [file]);
  const linesAreExact = expanded === text.split(/\r?\n/).join('\n');
  const logger = MemoryLogger.create();
  const html = await convert(prepareAsciidoc(expanded), {
    safe: 'secure',
    standalone: false,
    logger,
    attributes: {
      showtitle: true,
      idprefix: '',
      idseparator: '-',
      'allow-uri-read': null,
      // The book numbers figures, tables and examples per chapter itself.
      'figure-caption': false,
      'table-caption': false,
      'example-caption': false,
      'listing-caption': false,
      icons: null,
    },
  });
  for (const message of logger.getMessages()) {
    const severity = message.getSeverity();
    if (severity === 'DEBUG' || severity === 'INFO') continue;
    const location = message.getSourceLocation();
    // Expanded includes shift line numbers, so only name a line when it is the author's own.
    const line = location?.lineno && linesAreExact ? location.lineno : undefined;
    warnings.push(warning('asciidoc', { file, line }, message.getText()));
  }
  return { html: typeof html === 'string' ? html : '', warnings };
}

async function expandIncludes(
  text: string,
  file: string,
  source: BookSource,
  warnings: BookWarning[],
  chain: string[],
): Promise<string> {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const match = INCLUDE_LINE.exec(lines[index]);
    if (!match) {
      out.push(lines[index]);
      continue;
    }
    const [, target, attributeList] = match;
    const where = { file, line: index + 1 };
    if (isRemoteUrl(target)) {
      warnings.push(
        warning(
          'remote-resource',
          where,
          `include of remote ${target} skipped (remote resources are never fetched)`,
          target,
        ),
      );
      continue;
    }
    if (target.includes('{')) {
      warnings.push(
        warning(
          'include',
          where,
          `include target ${target} uses an attribute reference, which is not supported; skipped`,
        ),
      );
      continue;
    }
    const resolved = resolveFromFile(file, target);
    if (!resolved.ok) {
      warnings.push(warning('include', where, `include ${target} ${resolved.reason}; skipped`, target));
      continue;
    }
    if (chain.includes(resolved.path) || chain.length > MAX_INCLUDE_DEPTH) {
      warnings.push(
        warning('include', where, `include ${target} would include itself (or nests too deeply); skipped`),
      );
      continue;
    }
    const bytes = await source.readFile(resolved.path);
    if (bytes === null) {
      warnings.push(
        warning('include', where, `included file ${resolved.path} does not exist; skipped`, resolved.path),
      );
      continue;
    }
    const leveloffset = /(?:^|,)\s*leveloffset=([+-]?\d+)/.exec(attributeList)?.[1];
    const others = attributeList
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a && !a.startsWith('leveloffset='));
    if (others.length > 0) {
      warnings.push(
        warning(
          'include',
          where,
          `include attributes ${others.join(', ')} are not supported; the whole file is included`,
        ),
      );
    }
    const included = await expandIncludes(bytes.toString('utf8'), resolved.path, source, warnings, [
      ...chain,
      resolved.path,
    ]);
    if (leveloffset) out.push(`:leveloffset: ${leveloffset}`, '');
    out.push(included);
    if (leveloffset) out.push('', ':leveloffset!:');
  }
  return out.join('\n');
}
