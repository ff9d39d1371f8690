import { evolveBuild, initialBuildState, BuildState } from './build';
import { Aggregate } from './command-executor';
import { evolveProject, initialProjectState, ProjectState } from './project';
import { evolveIdempotency, IdempotencyState, initialIdempotencyState } from './idempotency';
import { evolveUser, initialUserState, UserState } from './user';

export const UserAggregate: Aggregate<UserState> = { initial: initialUserState, evolve: evolveUser };
export const ProjectAggregate: Aggregate<ProjectState> = {
  initial: initialProjectState,
  evolve: evolveProject,
};
export const BuildAggregate: Aggregate<BuildState> = { initial: initialBuildState, evolve: evolveBuild };
export const IdempotencyKeyAggregate: Aggregate<IdempotencyState> = {
  initial: initialIdempotencyState,
  evolve: evolveIdempotency,
};
