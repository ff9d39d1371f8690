import { Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAuthGuard } from '../api/api-auth.guard';
import { ApiError } from '../api/api-error';
import { answerSchema, ApiRoute, json, objectOf } from '../api/api-route';
import { CurrentCaller, Params } from '../api/caller.decorator';
import { PublishSiteBody } from '../api/dto';
import { validateRequest } from '../api/request-schema';
import { OCTAVO_CONFIG, OctavoConfig, siteUrl } from '../config/config';
import { Caller } from '../core/request-context';
import type { SitePublishedData } from '../domain/site';
import { isOwner } from '../projects/project-access';
import { ProjectsQueries } from '../projects/projects.queries';
import { PublishSiteCommand } from './publish-site.command';
import { Idempotent } from '../api/idempotency/idempotency.interceptor';

const truthy = (value: unknown) => value === true || value === 'true' || value === '1' || value === 'on';

/** `follow`: a branch name to follow, false/"" to stop following, absent to keep the site's setting. */
function followOf(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === false || value === null || value === '' || value === 'false') return null;
  if (typeof value === 'string' && value.trim()) return value.trim();
  throw new ApiError(422, 'validation_failed', 'follow must be a branch name, or false to stop following', [
    { field: 'follow', message: 'a branch name or false' },
  ]);
}

/** A published site, as `SitesApiController.publish` answers it. */
export const SITE_SCHEMA = answerSchema(
  'Site',
  objectOf({
    project: { type: 'string', examples: ['ann/book'] },
    build_id: { type: 'integer', examples: [42], description: 'the html build it shows' },
    public: { type: 'boolean' },
    follow_branch: {
      type: ['string', 'null'],
      examples: ['main'],
      description: 'each completed html build of this branch is published in turn; null: none',
    },
    url: { type: 'string', examples: ['https://books.example/sites/ann/book/'] },
  }),
);

@Controller('api/sites')
@UseGuards(ApiAuthGuard)
export class SitesApiController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ProjectsQueries) private readonly projects: ProjectsQueries,
    @Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig,
  ) {}

  /** Publishes a completed html build (the latest when build_id is absent) at /sites/owner/repo/. */
  @Post()
  @HttpCode(201)
  @Idempotent()
  @ApiRoute({
    summary: 'Publish a completed html build at /sites/owner/repo/ (latest when build_id is absent)',
    body: PublishSiteBody,
    responses: {
      '201': json(SITE_SCHEMA, 'Published: what the site now is'),
    },
  })
  async publish(@CurrentCaller() caller: Caller, @Params() params: Record<string, unknown>) {
    validateRequest(PublishSiteBody, params);
    let buildId: number | undefined;
    if (params.build_id !== undefined && params.build_id !== '' && params.build_id !== null) {
      buildId = Number(params.build_id);
      if (!Number.isSafeInteger(buildId) || buildId < 1) {
        throw new ApiError(422, 'validation_failed', 'build_id must be a build number', [
          { field: 'build_id', message: 'a positive whole number' },
        ]);
      }
    }
    const project = await this.projects.readable(params.project as string, caller.user);
    // Publishing decides who may read the book, like the project's visibility: the same right is needed.
    if (!isOwner(project, caller.user)) {
      throw new ApiError(
        403,
        'forbidden',
        `only the owner of ${project.fullName} can publish its site (as only the owner can change who may read it)`,
      );
    }
    const site: SitePublishedData = await this.commands.execute(
      new PublishSiteCommand(
        project,
        caller.user,
        buildId,
        params.public === undefined || params.public === '' ? undefined : truthy(params.public),
        caller.correlationId,
        followOf(params.follow),
      ),
    );
    return {
      project: site.project,
      build_id: site.buildId,
      public: site.public,
      follow_branch: site.followBranch ?? null,
      url: siteUrl(this.config, site.project),
    };
  }
}
