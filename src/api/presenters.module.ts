import { Module } from '@nestjs/common';
import { BuildsModule } from '../builds/builds.module';
import { ProjectsModule } from '../projects/projects.module';
import { BuildPresenter } from './build-presenter';
import { DownloadLinks } from './download-links';
import { ProjectPresenter } from './project-presenter';

/**
 * How builds and projects are shown in answers (one `BuildPresenter`: one cache of signed links) and how those
 * links are checked when they come back (`DownloadLinks`).
 */
@Module({
  // DownloadLinks looks the build and its project up again when a link comes back.
  imports: [BuildsModule, ProjectsModule],
  providers: [BuildPresenter, ProjectPresenter, DownloadLinks],
  exports: [BuildPresenter, ProjectPresenter, DownloadLinks],
})
export class PresentersModule {}
