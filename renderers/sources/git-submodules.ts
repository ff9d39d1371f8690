import { BookSource } from '../types';

/** A git submodule the repository declares: its folder and where its own repository lives. */
export interface Submodule {
  path: string;
  url?: string;
}

/**
 * The submodules `.gitmodules` declares (git-config syntax: `[submodule "name"]` sections with `path` and `url`).
 * A build reads one repository's tree, where a submodule is only a commit id: its files are never there.
 */
export function parseGitmodules(text: string): Submodule[] {
  const modules: Submodule[] = [];
  let current: { path?: string; url?: string } | undefined;
  const close = () => {
    if (current?.path) modules.push({ path: current.path, ...(current.url ? { url: current.url } : {}) });
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    if (line.startsWith('[')) {
      close();
      current = /^\[\s*submodule\b/i.test(line) ? {} : undefined;
      continue;
    }
    const setting = /^([A-Za-z][\w-]*)\s*=\s*(.*)$/.exec(line);
    if (!current || !setting) continue;
    const key = setting[1]!.toLowerCase();
    const value = unquote(setting[2]!);
    if (key === 'path') current.path = value.replace(/^\.\//, '').replace(/\/+$/, '');
    else if (key === 'url') current.url = value;
  }
  close();
  return modules;
}

function unquote(value: string): string {
  const withoutComment = value.startsWith('"') ? value : value.replace(/\s[#;].*$/, '');
  const trimmed = withoutComment.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1)
    : trimmed;
}

const declared = new WeakMap<BookSource, Promise<Submodule[]>>();

/** The submodule whose folder holds `path` (a repository path), or undefined when none does. */
export async function submoduleHolding(source: BookSource, path: string): Promise<Submodule | undefined> {
  let modules = declared.get(source);
  if (!modules) {
    modules = source
      .readFile('.gitmodules')
      .then((bytes) => (bytes ? parseGitmodules(bytes.toString('utf8')) : []));
    declared.set(source, modules);
  }
  return (await modules).find((module) => path === module.path || path.startsWith(`${module.path}/`));
}

/** Why a file under a submodule is missing, and what the author can do about it. */
export function submoduleAdvice(module: Submodule): string {
  const where = module.url ? ` (${module.url})` : '';
  return (
    `${module.path} is a git submodule${where}, and a build reads only the book's own repository, not a ` +
    "submodule's files; commit the files the book uses into the book's repository (git subtree, or a copy)"
  );
}
