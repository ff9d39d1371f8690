import { GitRepositories } from '../../git';
import { loadPlatformConfig } from '../../renderers/config/load-platform-config';
import { warning } from '../../renderers/warnings';
import { BookOutline, buildBookOutline } from '../../renderers/preview/book-outline';
import { ChapterPreview, renderChapterPreview } from '../../renderers/preview/chapter-preview';
import { gitBookSource } from '../builds/git-book-source';
import type { PreviewInput } from './preview-protocol';

/** Outlines kept: one per recently previewed commit (a full model build each, so worth keeping). */
const OUTLINES_KEPT = 8;

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * Renders one file's preview from the repository (where the thread or process doing it runs), keeping the
 * outline of the whole book per commit so that only the file itself is converted on each keystroke.
 */
export class PreviewRenderer {
  private readonly outlines = new Map<string, Promise<BookOutline | undefined>>();

  constructor(private readonly git: GitRepositories) {}

  async render(input: PreviewInput): Promise<ChapterPreview> {
    const { owner, repo, commit, path } = input;
    const source = gitBookSource(this.git, owner, repo, commit);
    const loaded = await loadPlatformConfig(source, { maxFiles: input.maxBookFiles });
    const config = loaded.ok ? loaded.config : { files: [path], formats: {} };
    const outline = loaded.ok
      ? await this.outline(`${owner}/${repo}@${commit}`, () =>
          buildBookOutline(source, config, `${owner}/${repo}`),
        )
      : undefined;
    const preview = await renderChapterPreview({
      source,
      config,
      path,
      text: input.text,
      outline,
      bookName: `${owner}/${repo}`,
      hrefForFile: (file, id) =>
        `${input.fileBase}/${encodePath(file)}?view=preview#${encodeURIComponent(id)}`,
      hrefForAsset: (file) => `${input.assetBase}/${encodePath(file)}`,
      fontPrefix: input.fontPrefix,
    });
    if (!loaded.ok) {
      preview.warnings.unshift(
        warning(
          'config',
          loaded.error === 'config_missing' ? undefined : 'platform.json',
          `${loaded.message}; the file is shown on its own`,
        ),
      );
    }
    return preview;
  }

  /** The book's outline at a commit; a book that does not build (a listed file missing) has none. */
  private outline(key: string, build: () => Promise<BookOutline>): Promise<BookOutline | undefined> {
    let found = this.outlines.get(key);
    if (!found) {
      found = build().catch(() => undefined);
      this.outlines.set(key, found);
      while (this.outlines.size > OUTLINES_KEPT) this.outlines.delete(this.outlines.keys().next().value!);
    } else {
      this.outlines.delete(key);
      this.outlines.set(key, found);
    }
    return found;
  }

  close(): Promise<void> {
    return this.git.close();
  }
}
