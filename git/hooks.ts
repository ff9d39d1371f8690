import { chmod, readdir, readFile, rename, stat, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Server-side hooks every repository gets. They decide nothing from the app's state and write none: the
 * pre-receive hook enforces rules that only need the repository (branches only, the default branch stays), and
 * the post-receive hook relays git's "<old> <new> <ref>" lines to the process that started receive-pack.
 *
 * The relay is a pipe on file descriptor 3 that the SSH server opens when it spawns `git receive-pack`: hooks
 * inherit it, so only the receive-pack of that session can report, no socket or secret is exposed to other
 * local processes, and the SSH process records the updates (BranchPushed) through a command. A hook run
 * without that pipe (someone running git by hand on the server) reports nothing.
 *
 * With a second pipe on fd 4, the hook ends its report with PUSH_REPORT_END and then prints what the SSH process
 * answers on fd 4 until it closes it: whatever a post-receive hook prints, git shows the pusher as `remote:`
 * lines (the build the push started, or why none was).
 */
export const REF_REPORT_FD = 3;
export const REF_REPORT_ENV = 'OCTAVO_REF_REPORT_FD';
export const PUSH_NOTES_FD = 4;
export const PUSH_NOTES_ENV = 'OCTAVO_PUSH_NOTES_FD';
/** Ends the report on fd 3: git never sends such a line (it is not "<old> <new> <ref>"). */
export const PUSH_REPORT_END = 'octavo:end-of-report';

/** Executable by the service's user only, like everything under DATA_DIR. */
const HOOK_MODE = 0o700;

const HEADER = '# Installed by Octavo; reinstalled at start-up whenever it differs. Do not edit.';

const PRE_RECEIVE = `#!/bin/sh
${HEADER}
# Refuses refs other than branches; branch names git itself would not create (a leading "-", HEAD), that no file
# system can hold (a part over 255 bytes), or that reorder text (bidirectional overrides and isolates); deleting
# the default branch (the branch HEAD names); and new files whose names reorder text.
head=$(git symbolic-ref -q HEAD)
bidi=$(printf '\\342\\200[\\252-\\256]|\\342\\201[\\246-\\251]')
status=0
while read -r old new ref; do
  case "$ref" in
    refs/heads/*) ;;
    *)
      echo "octavo: $ref refused: Octavo keeps branches only; push a branch (refs/heads/<name>) instead" >&2
      status=1
      continue
      ;;
  esac
  name=\${ref#refs/heads/}
  case "$name" in
    -*|HEAD)
      echo "octavo: $ref refused: a branch may not be named \\"$name\\" (git itself will not create it); push it under another name" >&2
      status=1
      continue
      ;;
  esac
  if ! printf '%s' "$name" | LC_ALL=C awk -F/ '{ for (i = 1; i <= NF; i++) if (length($i) > 255) exit 1 }'; then
    echo "octavo: $ref refused: a part of the branch name is longer than 255 bytes; use a shorter name" >&2
    status=1
    continue
  fi
  if printf '%s' "$name" | LC_ALL=C grep -qE "$bidi"; then
    echo "octavo: $ref refused: the branch name contains text-reordering Unicode characters (a right-to-left override or isolate); use another name" >&2
    status=1
    continue
  fi
  case "$new" in
    *[!0]*)
      found=$(git rev-list --objects "$new" --not --all | LC_ALL=C grep -E "$bidi" | head -n 1)
      if [ -n "$found" ]; then
        echo "octavo: $ref refused: the file name \\"\${found#* }\\" contains text-reordering Unicode characters (a right-to-left override or isolate), which make it look like another name; rename it and push again" >&2
        status=1
      fi
      ;;
    *)
      if [ "$ref" = "$head" ]; then
        echo "octavo: deleting the default branch \${head#refs/heads/} is not allowed; delete other branches, or keep this one" >&2
        status=1
      fi
      ;;
  esac
done
exit $status
`;

const POST_RECEIVE = `#!/bin/sh
${HEADER}
# Relays each accepted update to the Octavo process that started this push; it records them as events and
# answers with lines for the pusher, which git shows as "remote:" lines.
if [ "\${${REF_REPORT_ENV}:-}" = "${REF_REPORT_FD}" ]; then
  cat >&${REF_REPORT_FD}
  if [ "\${${PUSH_NOTES_ENV}:-}" = "${PUSH_NOTES_FD}" ]; then
    echo "${PUSH_REPORT_END}" >&${REF_REPORT_FD}
    exec cat <&${PUSH_NOTES_FD}
  fi
  exit 0
fi
exec cat >/dev/null
`;

export const OCTAVO_HOOKS: Readonly<Record<string, string>> = {
  'pre-receive': PRE_RECEIVE,
  'post-receive': POST_RECEIVE,
};

async function hookIsCurrent(file: string, content: string): Promise<boolean> {
  try {
    const [text, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return text === content && info.isFile() && (info.mode & 0o777) === HOOK_MODE;
  } catch {
    return false;
  }
}

/** True when every Octavo hook is in place, byte for byte and executable. */
export async function hooksAreCurrent(gitDir: string): Promise<boolean> {
  const hooksDir = join(gitDir, 'hooks');
  const checks = await Promise.all(
    Object.entries(OCTAVO_HOOKS).map(([name, content]) => hookIsCurrent(join(hooksDir, name), content)),
  );
  return checks.every(Boolean);
}

/** Writes the hooks (each through a temporary file and a rename, so git never runs a half-written script). */
export async function installHooks(gitDir: string): Promise<void> {
  const hooksDir = join(gitDir, 'hooks');
  await mkdir(hooksDir, { recursive: true });
  for (const [name, content] of Object.entries(OCTAVO_HOOKS)) {
    const target = join(hooksDir, name);
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, content, { mode: HOOK_MODE });
    await chmod(temporary, HOOK_MODE);
    await rename(temporary, target);
  }
}

/** Reinstalls the hooks when they are missing or changed; returns whether it had to. */
export async function ensureHooks(gitDir: string): Promise<boolean> {
  if (await hooksAreCurrent(gitDir)) return false;
  await installHooks(gitDir);
  return true;
}

/** Checks every repository under `root` (`<owner>/<repo>.git`); returns how many were checked and repaired. */
export async function ensureHooksEverywhere(
  root: string,
): Promise<{ checked: number; reinstalled: string[] }> {
  const reinstalled: string[] = [];
  let checked = 0;
  for (const owner of await directories(root)) {
    if (owner.startsWith('.')) continue;
    for (const repo of await directories(join(root, owner))) {
      if (!repo.endsWith('.git') || repo.startsWith('.')) continue;
      const gitDir = join(root, owner, repo);
      if (!(await isFile(join(gitDir, 'HEAD')))) continue;
      checked++;
      if (await ensureHooks(gitDir)) reinstalled.push(`${owner}/${repo}`);
    }
  }
  return { checked, reinstalled };
}

async function directories(path: string): Promise<string[]> {
  try {
    const entries = await readdir(path, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
