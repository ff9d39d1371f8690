import { Controller, Get, Inject, Param, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { GitHistory, GitRepositories, normalizeRepoFilePath } from '../../git';
import type { ProjectView, UserView } from '../../projections/read-model-types';
import { parsePlatformConfig } from '../../renderers/config/load-platform-config';
import { contentTypeOf } from '../api/content-types';
import { cloneUrl, OCTAVO_CONFIG, OctavoConfig } from '../config/config';
import { CommitFilesCommand } from '../projects/commit-files.command';
import { rejectedForm, submitForm } from './form-submission';
import { noticeFor } from './notices';
import { encodePath, ProjectLoader, wildcardOf } from './project-loader';
import { redirect, sendPage } from './respond';
import { emptyForm, FormState } from './views/auth-views';
import { conflictPage, editPage, FolderFormPage, newFilePage, uploadPage } from './views/editor-views';
import { addToFilesList } from '../projects/files-list-edit';
import { diffTexts } from '../../git';
import { ChapterPreviews } from '../preview/chapter-previews';
import { hostKeyIdentity } from '../ssh/host-key-fingerprint';
import { previewOf } from './preview.controller';
import { blobPage, FilePreview, isPreviewable } from './views/file-views';
import { emptyProjectPage, imageTypeOf, isText, projectUrl, treePage } from './views/project-views';
import { field, Form, Web, WebContext, WebRequest } from './web-context';
import { WebErrorFilter } from './web-error.filter';
import { reject } from './web-errors';
import { WebSessionGuard } from './web-session.guard';

const CONFIG_FILES = new Set(['platform.json', 'atlas.json']);

/** Browsing, editing, creating and uploading files; every change is a commit through CommitFilesCommand. */
@Controller(':owner/:repo')
@UseGuards(WebSessionGuard)
@UseFilters(WebErrorFilter)
export class FilesController {
  private hostKeyFingerprint: string | undefined;

  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ProjectLoader) private readonly loader: ProjectLoader,
    @Inject(GitRepositories) private readonly git: GitRepositories,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
    @Inject(GitHistory) private readonly history: GitHistory,
    @Inject(ChapterPreviews) private readonly previews: ChapterPreviews,
  ) {}

  @Get()
  home(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Query('done') done: unknown,
    @Res() reply: FastifyReply,
  ) {
    return this.showTree(web, owner, repo, '', done, reply);
  }

  @Get('tree/*')
  tree(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.showTree(web, owner, repo, wildcardOf(request.params), undefined, reply);
  }

  @Get('switch')
  async switchBranch(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Query('branch') branch: unknown,
    @Query('path') path: unknown,
    @Query('to') to: unknown,
    @Res() reply: FastifyReply,
  ) {
    const project = await this.loader.readable(owner, repo, web.user);
    const target = typeof branch === 'string' && branch ? branch : project.defaultBranch;
    if (to === 'commits') return redirect(reply, projectUrl(project, `/commits/${encodePath(target)}`));
    if (to === 'builds')
      return redirect(reply, projectUrl(project, `/builds?branch=${encodeURIComponent(target)}`));
    const folder = typeof path === 'string' && path ? `/${encodePath(path)}` : '';
    // The path may not exist on the other branch; the tree page says so if it does not.
    const location = `/tree/${encodePath(target)}`;
    const exists = folder ? await this.existsAsFolder(project, target, path as string) : true;
    return redirect(reply, projectUrl(project, location + (exists ? folder : '')));
  }

  @Get('blob/*')
  async blob(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Query('done') done: unknown,
    @Query('view') viewParam: unknown,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    const project = await this.loader.readable(owner, repo, web.user);
    const { branch, path, commit } = await this.loader.locate(project, wildcardOf(request.params));
    const content = await this.readFile(project, branch, commit, path);
    const view = viewParam === 'preview' && isPreviewable(path) && isText(content) ? 'preview' : 'source';
    const [branches, lastChange, preview] = await Promise.all([
      this.loader.branchNames(project),
      this.history
        .log(project.owner, project.name, commit, { path, limit: 1 })
        .then((log) => log[0])
        .catch(() => undefined),
      view === 'preview' ? this.preview(web, project, { branch, commit, path }) : undefined,
    ]);
    const data = { branch, branches, path, content, view, lastChange, preview } as const;
    return sendPage(reply, blobPage(web, project, data, noticeFor(done)));
  }

  private async preview(
    web: WebContext,
    project: ProjectView,
    location: { branch: string; commit: string; path: string },
  ): Promise<FilePreview> {
    try {
      return await previewOf(this.previews, this.config, project, location, {
        key: `${web.session.sessionId}:view:${project.id}:${location.path}`,
      });
    } catch (error) {
      return { document: '', warnings: [], listed: false, error: `No preview: ${(error as Error).message}` };
    }
  }

  /** The file's bytes, sandboxed: a book's HTML or SVG never runs as this site. */
  @Get('raw/*')
  async raw(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    const project = await this.loader.readable(owner, repo, web.user);
    const { branch, path, commit } = await this.loader.locate(project, wildcardOf(request.params));
    const content = await this.readFile(project, branch, commit, path);
    return reply
      .header('content-type', imageTypeOf(path) ?? contentTypeOf(path))
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      )
      .header('cache-control', 'private, max-age=60')
      .send(content);
  }

  @Get('edit/*')
  async editForm(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    const { project } = await this.loader.forWriter(web, owner, repo);
    const { branch, path, commit } = await this.loader.locate(project, wildcardOf(request.params));
    const content = await this.readFile(project, branch, commit, path);
    if (!isText(content))
      throw reject(422, `${path} is a binary file; upload a new version instead of editing it.`);
    const data = { branch, path, baseCommit: commit, content: content.toString('utf8') };
    return sendPage(reply, editPage(web, project, data, emptyForm()));
  }

  @Post('edit/*')
  async edit(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    const { user, project } = await this.loader.forWriter(web, owner, repo);
    const { branch, path } = await this.loader.locate(project, wildcardOf(request.params));
    const content = contentOf(form);
    const { message, baseCommit } = commitFieldsOf(form);
    const values = { message, content };
    const retry = (state: FormState, status: number) =>
      sendPage(reply, editPage(web, project, { branch, path, baseCommit, content }, state), status);
    const change = { user, project, branch, path, content, message, baseCommit };
    return submitForm(
      () => {
        this.checkContent(path, content);
        requireMessage(message, 'Write a commit message that says what changed.');
        return this.commitAndShow(web, change, 'committed', reply);
      },
      async (rejection) =>
        rejection.status === 409 && baseCommit
          ? this.showConflict(web, project, { branch, path, content, baseCommit, message }, reply)
          : retry(rejectedForm(values, rejection), rejection.status),
    );
  }

  /** A stale edit: the branch's version against the author's text, their text to copy, and a way on. */
  private async showConflict(
    web: WebContext,
    project: ProjectView,
    edit: { branch: string; path: string; content: string; baseCommit: string; message: string },
    reply: FastifyReply,
  ) {
    const tipSha =
      (await this.git.resolveBranch(project.owner, project.name, edit.branch)) ?? edit.baseCommit;
    const current =
      (await this.git.readBlob(project.owner, project.name, tipSha, edit.path))?.toString('utf8') ?? '';
    const [patch, tip] = await Promise.all([
      diffTexts({ label: edit.branch, text: current }, { label: 'yours', text: edit.content }, edit.path),
      this.history
        .log(project.owner, project.name, tipSha, { path: edit.path, limit: 1 })
        .then((log) => log[0])
        .catch(() => undefined),
    ]);
    const data = { ...edit, yours: edit.content, tipSha, tip, patch };
    return sendPage(reply, conflictPage(web, project, data), 409);
  }

  @Get('new/*')
  newFileForm(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.showFolderForm(newFilePage, web, owner, repo, request, reply);
  }

  @Post('new/*')
  async newFile(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    const { user, project, branch, folder } = await this.folderOf(web, owner, repo, request);
    const rawPath = pathFieldOf(form);
    const content = contentOf(form);
    const { message, baseCommit } = commitFieldsOf(form);
    const addToBook = field(form, 'add_to_book') === '1';
    const values = {
      path: rawPath,
      content,
      message,
      ...(field(form, 'add_to_book_offered') ? { add_to_book: addToBook ? '1' : '0' } : {}),
    };
    const configFile = await this.configFileOf(project, baseCommit || undefined, branch);
    const retry = (state: FormState, status: number) =>
      sendPage(reply, newFilePage(web, project, { branch, folder, baseCommit, configFile }, state), status);
    return submitForm(
      async () => {
        const path = this.validPath(rawPath);
        await this.refuseExisting(project, branch, path);
        this.checkContent(path, content);
        requireMessage(message, 'Write a commit message that says what the file is for.');
        const config =
          addToBook && configFile && isBookSource(path)
            ? await this.listedIn(project, branch, baseCommit, configFile, path)
            : undefined;
        const change = { user, project, branch, path, content, message, baseCommit, also: config };
        return this.commitAndShow(web, change, config ? 'committed-added' : 'committed', reply);
      },
      (rejection) => retry(rejectedForm(values, rejection), rejection.status),
    );
  }

  @Get('upload/*')
  uploadForm(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    return this.showFolderForm(uploadPage, web, owner, repo, request, reply);
  }

  @Post('upload/*')
  async upload(
    @Web() web: WebContext,
    @Param('owner') owner: string,
    @Param('repo') repo: string,
    @Form() form: Record<string, unknown>,
    @Req() request: WebRequest,
    @Res() reply: FastifyReply,
  ) {
    const { user, project, branch, folder } = await this.folderOf(web, owner, repo, request);
    const rawPath = pathFieldOf(form);
    const { message, baseCommit } = commitFieldsOf(form);
    const file = form.file;
    const values = { path: rawPath, message };
    const retry = (state: FormState, status: number) =>
      sendPage(reply, uploadPage(web, project, { branch, folder, baseCommit }, state), status);
    return submitForm(
      async () => {
        if (!Buffer.isBuffer(file) || file.length === 0)
          throw reject(422, 'Choose an image file to upload.', { file: 'required' });
        const path = this.validPath(rawPath);
        if (!imageTypeOf(path)) {
          throw reject(
            422,
            `"${path}" does not end in an image extension; use .png, .jpg, .jpeg, .gif, .webp or .svg.`,
            { path: 'not an image file name' },
          );
        }
        requireMessage(message, 'Write a commit message that says what the image shows.');
        return this.commitAndShow(
          web,
          { user, project, branch, path, content: file, message, baseCommit },
          'uploaded',
          reply,
        );
      },
      (rejection) => retry(rejectedForm(values, rejection), rejection.status),
    );
  }

  /** The new-file and upload forms, for a folder (`<branch>[/<folder>]`) the visitor may write to. */
  private async showFolderForm(
    page: FolderFormPage,
    web: WebContext,
    owner: string,
    repo: string,
    request: WebRequest,
    reply: FastifyReply,
  ) {
    const { project, branch, folder, commit } = await this.folderOf(web, owner, repo, request);
    const configFile = await this.configFileOf(project, commit, branch);
    return sendPage(
      reply,
      page(web, project, { branch, folder, baseCommit: commit, configFile }, emptyForm()),
    );
  }

  /** The book's configuration file at a commit (platform.json first, as builds read it), if it has one. */
  private async configFileOf(project: ProjectView, commit: string | undefined, branch: string) {
    const at = commit ?? (await this.git.resolveBranch(project.owner, project.name, branch));
    if (!at) return undefined;
    for (const name of ['platform.json', 'atlas.json']) {
      if (await this.git.readBlob(project.owner, project.name, at, name).catch(() => null)) return name;
    }
    return undefined;
  }

  /** The configuration file with `path` added to its files list, to commit with the new file. */
  private async listedIn(
    project: ProjectView,
    branch: string,
    baseCommit: string,
    configFile: string,
    path: string,
  ): Promise<{ path: string; content: string } | undefined> {
    const at = baseCommit || (await this.git.resolveBranch(project.owner, project.name, branch));
    const text = at
      ? (await this.git.readBlob(project.owner, project.name, at, configFile))?.toString('utf8')
      : undefined;
    if (text === undefined) return undefined;
    const edit = addToFilesList(text, path, configFile);
    if (edit.kind === 'already-listed') return undefined;
    if (edit.kind === 'unreadable') {
      throw reject(
        422,
        `${edit.message}. Fix ${configFile} first, or untick "Add to the book" and list the file yourself.`,
        { add_to_book: 'cannot edit the files list' },
      );
    }
    return { path: configFile, content: edit.text };
  }

  /** The project (writable by the signed-in visitor), branch and folder a new file goes to. */
  private async folderOf(web: WebContext, owner: string, repo: string, request: WebRequest) {
    const { user, project } = await this.loader.forWriter(web, owner, repo);
    const { branch, path, commit } = await this.loader.locate(project, wildcardOf(request.params));
    return { user, project, branch, folder: path, commit };
  }

  private async showTree(
    web: WebContext,
    owner: string,
    repo: string,
    rest: string,
    done: unknown,
    reply: FastifyReply,
  ) {
    const project = await this.loader.readable(owner, repo, web.user);
    if (project.branches.length === 0) {
      return sendPage(
        reply,
        emptyProjectPage(web, project, cloneUrl(this.config, project.fullName), this.hostKey()),
      );
    }
    const { branch, path, commit } = await this.loader.locate(project, rest);
    const entries = await this.git.listTree(project.owner, project.name, commit, path);
    if (!entries) {
      throw reject(404, `There is no folder "${path}" on branch ${branch}. It may exist on another branch.`);
    }
    const [branches, latest, lastChanges] = await Promise.all([
      this.loader.branchNames(project),
      this.history
        .log(project.owner, project.name, commit, { limit: 1 })
        .then((log) => log[0])
        .catch(() => undefined),
      this.history
        .lastChanges(
          project.owner,
          project.name,
          commit,
          path,
          entries.map((e) => e.name),
        )
        .catch(() => undefined),
    ]);
    const data = {
      branch,
      branches,
      path,
      commit,
      entries,
      cloneUrl: cloneUrl(this.config, project.fullName),
      latest,
      lastChanges,
      hostKey: this.hostKey(),
    };
    return sendPage(reply, treePage(web, project, data, noticeFor(done)));
  }

  /** The SSH host key's fingerprint (read once it exists: the SSH role creates it at its first start). */
  private hostKey(): string | undefined {
    this.hostKeyFingerprint ??= hostKeyIdentity(this.config.dataDir)?.fingerprint;
    return this.hostKeyFingerprint;
  }

  private async readFile(
    project: ProjectView,
    branch: string,
    commit: string,
    path: string,
  ): Promise<Buffer> {
    const content = path ? await this.git.readBlob(project.owner, project.name, commit, path) : null;
    if (!content) throw reject(404, `There is no file "${path}" on branch ${branch}.`);
    return content;
  }

  private async existsAsFolder(project: ProjectView, branch: string, path: string): Promise<boolean> {
    const commit = await this.git.resolveBranch(project.owner, project.name, branch).catch(() => null);
    return (
      !!commit && !!(await this.git.listTree(project.owner, project.name, commit, path).catch(() => null))
    );
  }

  private validPath(raw: string): string {
    if (!raw) throw reject(422, 'Give the file a name, for example chapters/ch02.md.', { path: 'required' });
    if (raw.endsWith('/'))
      throw reject(422, `"${raw}" is a folder; add a file name after the last "/".`, {
        path: 'needs a file name',
      });
    return normalizeRepoFilePath(raw);
  }

  private async refuseExisting(project: ProjectView, branch: string, path: string): Promise<void> {
    const commit = await this.git.resolveBranch(project.owner, project.name, branch);
    const found = commit ? await this.git.readBlob(project.owner, project.name, commit, path) : null;
    if (found) {
      throw reject(422, `${path} already exists on ${branch}. Open it and choose Edit to change it.`, {
        path: 'already exists',
      });
    }
  }

  /** platform.json (and atlas.json) are checked as the build would read them, before they are committed. */
  private checkContent(path: string, content: string): void {
    if (!CONFIG_FILES.has(path)) return;
    const result = parsePlatformConfig(content, path as 'platform.json' | 'atlas.json');
    if (!result.ok) {
      // The message names the file and lists every problem (the details repeat them one by one).
      throw reject(422, result.message, {
        content: `not a valid ${path}`,
      });
    }
  }

  /** Commits one file from the web and shows it, with `done` naming the confirmation. */
  private async commitAndShow(
    web: WebContext,
    change: FileChange,
    done: 'committed' | 'uploaded' | 'committed-added',
    reply: FastifyReply,
  ) {
    const { user, project, branch, path, content, message, baseCommit } = change;
    await this.commands.execute(
      new CommitFilesCommand(
        project,
        user,
        branch,
        [
          { path, content: typeof content === 'string' ? Buffer.from(content, 'utf8') : content },
          ...(change.also
            ? [{ path: change.also.path, content: Buffer.from(change.also.content, 'utf8') }]
            : []),
        ],
        message,
        baseCommit || undefined,
        'web',
        web.correlationId,
      ),
    );
    return redirect(
      reply,
      projectUrl(project, `/blob/${encodePath(branch)}/${encodePath(path)}?done=${done}`),
    );
  }
}

interface FileChange {
  user: UserView;
  project: ProjectView;
  branch: string;
  path: string;
  /** Text from the editor, or an uploaded file's bytes. */
  content: string | Buffer;
  message: string;
  baseCommit: string;
  /** Another file changed in the same commit (the book's configuration, when a new file is added to it). */
  also?: { path: string; content: string };
}

const BOOK_SOURCE = /\.(?:md|markdown|adoc|asciidoc|asc|html?|xhtml)$/i;

function isBookSource(path: string): boolean {
  return BOOK_SOURCE.test(path);
}

/** The file content as the repository keeps it: browsers send CRLF line ends, commits have LF. */
function contentOf(form: Record<string, unknown>): string {
  return field(form, 'content').replace(/\r\n/g, '\n');
}

/** The path a new file is saved as, relative to the repository root however it was typed. */
function pathFieldOf(form: Record<string, unknown>): string {
  return field(form, 'path').trim().replace(/^\/+/, '');
}

/** The commit message and the commit the form was opened at (a stale one is refused with 409). */
function commitFieldsOf(form: Record<string, unknown>): { message: string; baseCommit: string } {
  return { message: field(form, 'message').trim(), baseCommit: field(form, 'base_commit').trim() };
}

function requireMessage(message: string, problem: string): void {
  if (!message) throw reject(422, problem, { message: 'required' });
}
