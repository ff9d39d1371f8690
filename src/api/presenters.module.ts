import { Module } from '@nestjs/common';
import { BuildPresenter } from './build-presenter';
import { ProjectPresenter } from './project-presenter';

/** How builds and projects are shown in answers: one `BuildPresenter` (one cache of signed links) for all. */
@Module({
  providers: [BuildPresenter, ProjectPresenter],
  exports: [BuildPresenter, ProjectPresenter],
})
export class PresentersModule {}
