export { branchNameProblem, isValidBranchName, shortenedName } from './branch-name';
export { CatFileBatch } from './cat-file-batch';
export type { CatFileResult, GitObjectType } from './cat-file-batch';
export { CatFilePool } from './cat-file-pool';
export type { CatFilePoolOptions } from './cat-file-pool';
export type { GitIdentity } from './commit-writer';
export * from './errors';
export { normalizeRepoFilePath } from './file-path';
export { GitCommand, gitEnvironment } from './git-command';
export { GitRepositories } from './repositories';
export type {
  BranchInfo,
  CommitChange,
  CommitFilesOptions,
  CreateRepositoryOptions,
  GitRepositoriesOptions,
} from './repositories';
export { assertValidRepositoryName, isValidRepositoryName, parseRepoPath } from './repository-name';
export type { RepositoryCoordinates } from './repository-name';
export type { TreeEntry } from './tree-entry';
export { GitHistory } from './history';
export type { ChangedFile, CommitDetail, CommitSummary } from './history';
export { diffTexts } from './text-diff';
