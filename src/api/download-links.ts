import { Inject, Injectable } from '@nestjs/common';
import type { BuildView } from '../../projections/read-model-types';
import { BuildsQueries } from '../builds/builds.queries';
import { CLOCK, Clock } from '../domain/command-executor';
import { ProjectsQueries } from '../projects/projects.queries';
import { DownloadSigner } from '../security/download-signer';

/** Why a download link does not open, for the caller to word (JSON for downloads, text for pages). */
export type LinkRefusal = 'expired' | 'invalid' | 'gone' | 'revoked';

/**
 * Everything a signed download link must pass, for the download itself and for an html build read page by
 * page in the tab: the signature over the path, expiry and access count; the build still there; and the
 * project's access unchanged since the link was made (a reader who lost access loses the link too).
 */
@Injectable()
export class DownloadLinks {
  constructor(
    @Inject(DownloadSigner) private readonly signer: DownloadSigner,
    @Inject(BuildsQueries) private readonly builds: BuildsQueries,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async check(link: {
    path: string;
    buildId: string;
    expires: string | undefined;
    signature: string | undefined;
    access: string | undefined;
  }): Promise<{ build: BuildView | null } | { refused: LinkRefusal; project?: string }> {
    const verdict = this.signer.verify(
      link.path,
      link.expires,
      link.signature,
      this.clock.now().getTime(),
      link.access,
    );
    if (verdict !== 'ok') return { refused: verdict };
    const build = await this.builds.byId(Number(link.buildId));
    const project = build ? await this.projects.byId(build.projectId) : null;
    if (build && !project) return { refused: 'gone' };
    if (project && (project.accessEpoch ?? 0) !== Number(link.access ?? 0)) {
      return { refused: 'revoked', project: project.fullName };
    }
    return { build };
  }
}
