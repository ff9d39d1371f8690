import { BuildView, ProjectView, UserView } from '../../projections/read-model-types';
import { BuildsQueries } from '../builds/builds.queries';
import { canRead } from '../projects/project-access';
import { ProjectsQueries } from '../projects/projects.queries';
import { ApiError } from './api-error';

/** The build `rawId` names if `user` may read its project; otherwise the same 404 as a build that never was. */
export async function visibleBuild(
  builds: BuildsQueries,
  projects: ProjectsQueries,
  user: UserView,
  rawId: string,
): Promise<BuildView> {
  return (await visibleBuildOfProject(builds, projects, user, rawId)).build;
}

/** The same, with the build's project. */
export async function visibleBuildOfProject(
  builds: BuildsQueries,
  projects: ProjectsQueries,
  user: UserView,
  rawId: string,
): Promise<{ build: BuildView; project: ProjectView }> {
  const id = Number(rawId);
  // Made only when thrown: building an Error (its stack) on every poll is a measurable share of a GET.
  const notFound = () => new ApiError(404, 'build_not_found', `there is no build ${rawId} that you can see`);
  if (!/^\d{1,15}$/.test(rawId) || !Number.isSafeInteger(id)) throw notFound();
  const build = await builds.byId(id);
  if (!build) throw notFound();
  const project = await projects.byId(build.projectId);
  if (!project || !canRead(project, user)) throw notFound();
  return { build, project };
}
