import { ApiClient } from './api-client';

/** Commits files through the files API, one commit each. */
export async function putFiles(
  api: ApiClient,
  project: string,
  files: Record<string, string>,
  branch?: string,
) {
  for (const [path, content] of Object.entries(files)) {
    const response = await api.put(`/api/projects/${project}/files/${path}`, {
      content,
      message: `Add ${path}`,
      ...(branch ? { branch } : {}),
    });
    if (response.status !== 200) throw new Error(`PUT ${path}: ${response.status} ${response.text}`);
  }
}

export const smallBook = {
  'platform.json': JSON.stringify({
    title: 'Small Book',
    files: ['toc.html', 'ch01.md', 'ch02.adoc', 'ch03.html'],
  }),
  'toc.html': '<nav data-type="toc"/>',
  'ch01.md': '# First Chapter\n\nSome *Markdown* text.\n\n## A Section\n\nMore text.\n',
  'ch02.adoc': '= Second Chapter\n\nSome AsciiDoc text.\n\n== A Section\n\nMore.\n',
  'ch03.html':
    '<section data-type="chapter" id="third"><h1>Third Chapter</h1><p>HTMLBook text.</p></section>',
};
