import type { ChapterPreview } from '../../renderers/preview/preview-document';

/** One file of one commit to preview, with the app addresses its links and images point at. */
export interface PreviewInput {
  owner: string;
  repo: string;
  commit: string;
  path: string;
  /** Text being edited, instead of the committed file. */
  text?: string;
  /** `<fileBase>/<path>?view=preview#id`: another file's preview. */
  fileBase: string;
  /** `<assetBase>/<path>`: an image or other file of the repository, served with read access checked. */
  assetBase: string;
  /** Where the shipped fonts' `fonts/…` files are served. */
  fontPrefix: string;
  /** Most entries platform.json may list (the server's OCTAVO_MAX_BOOK_FILES). */
  maxBookFiles: number;
}

export interface PreviewThreadData {
  repositoriesRoot: string;
}

export type PreviewRequest = { id: number; input: PreviewInput };

export type PreviewReply =
  { id: number; ok: true; preview: ChapterPreview } | { id: number; ok: false; message: string };
