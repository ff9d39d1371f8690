/** How a folder's entries are listed (a BookSource's listFiles and listFolders). */
export interface FolderLister {
  listFiles(folder: string): Promise<string[] | null>;
  listFolders(folder: string): Promise<string[] | null>;
}

/**
 * The repository file `path` names when letter case is ignored, as Windows and macOS read paths: `Images/Logo.PNG`
 * for `images/logo.png`. Undefined when there is none, or when more than one file matches (case alone tells them
 * apart then). Each folder on the way is listed once.
 */
export async function fileIgnoringCase(path: string, lister: FolderLister): Promise<string | undefined> {
  const parts = path.split('/').filter((part) => part !== '');
  let folder = '';
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    const entries = (await (last ? lister.listFiles(folder) : lister.listFolders(folder))) ?? [];
    const wanted = part.toLowerCase();
    const matches = entries.filter((entry) => (entry.split('/').at(-1) ?? '').toLowerCase() === wanted);
    if (matches.length !== 1) return undefined;
    folder = matches[0]!;
  }
  return folder === '' ? undefined : folder;
}
