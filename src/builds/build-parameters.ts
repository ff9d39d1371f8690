import { branchNameProblem, shortenedName } from '../../git';
import { Format, FORMATS } from '../domain/build';
import { DomainError } from '../domain/event-types';

export interface BuildParameters {
  project: string;
  formats: Format[];
  branch?: string;
}

const PROJECT = /^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** Parses the POST /api/builds parameters, reporting every problem with how to fix it. */
export function parseBuildParameters(input: Record<string, unknown>): BuildParameters {
  const details: Array<{ field: string; message: string }> = [];
  const project = typeof input.project === 'string' ? input.project.trim().replace(/\.git$/, '') : '';
  if (!project) details.push({ field: 'project', message: 'required, as owner/repo (for example ann/book)' });
  else if (!PROJECT.test(project))
    details.push({ field: 'project', message: `"${project}" is not of the form owner/repo` });

  const rawFormats = Array.isArray(input.formats) ? input.formats.join(',') : input.formats;
  const formats: Format[] = [];
  if (typeof rawFormats !== 'string' || rawFormats.trim() === '') {
    details.push({ field: 'formats', message: `required: a comma-separated list from ${FORMATS.join(',')}` });
  } else {
    for (const name of rawFormats.split(',').map((f) => f.trim().toLowerCase())) {
      if (!name) continue;
      if (!(FORMATS as readonly string[]).includes(name)) {
        details.push({
          field: 'formats',
          message: `unknown format "${name}"; use any of ${FORMATS.join(', ')}`,
        });
      } else if (!formats.includes(name as Format)) formats.push(name as Format);
    }
    if (formats.length === 0 && !details.some((d) => d.field === 'formats')) {
      details.push({ field: 'formats', message: `the list is empty; use any of ${FORMATS.join(', ')}` });
    }
  }

  let branch: string | undefined;
  if (input.branch !== undefined && input.branch !== null && input.branch !== '') {
    const problem =
      typeof input.branch === 'string' ? branchNameProblem(input.branch.trim()) : 'it is not text';
    if (problem) {
      details.push({
        field: 'branch',
        message: `"${shortenedName(String(input.branch))}" is not a valid branch name: ${problem}`,
      });
    } else branch = (input.branch as string).trim();
  }

  if (details.length) {
    throw new DomainError(
      'validation_failed',
      details.map((d) => `${d.field}: ${d.message}`).join('; '),
      422,
      details,
    );
  }
  return { project, formats, branch };
}
