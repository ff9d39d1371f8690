import { evolveBuild, initialBuildState, BuildState } from './build';
import { Aggregate } from './command-executor';
import { evolveProject, initialProjectState, ProjectState } from './project';
import { evolveUser, initialUserState, UserState } from './user';

export const UserAggregate: Aggregate<UserState> = { initial: initialUserState, evolve: evolveUser };
export const ProjectAggregate: Aggregate<ProjectState> = {
  initial: initialProjectState,
  evolve: evolveProject,
};
export const BuildAggregate: Aggregate<BuildState> = { initial: initialBuildState, evolve: evolveBuild };
