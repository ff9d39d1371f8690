import { Inject, Injectable } from '@nestjs/common';
import { ProjectView } from '../../projections/read-model-types';
import { cloneUrl, OCTAVO_CONFIG, OctavoConfig } from '../config/config';

@Injectable()
export class ProjectPresenter {
  constructor(@Inject(OCTAVO_CONFIG) private readonly config: OctavoConfig) {}

  present(project: ProjectView) {
    return {
      id: project.id,
      full_name: project.fullName,
      owner: project.owner,
      name: project.name,
      description: project.description,
      visibility: project.visibility,
      default_branch: project.defaultBranch,
      // No branch yet: created with `starter: false`, waiting for its first push.
      empty: project.branches.length === 0,
      clone_url: cloneUrl(this.config, project.fullName),
      web_url: `${this.config.baseUrl}/${project.fullName}`,
      created_at: project.createdAt,
      updated_at: project.updatedAt,
      branches: project.branches.map((b) => ({ name: b.name, commit: b.commit })),
      collaborators: project.collaborators.map((c) => ({ username: c.username, permission: c.permission })),
    };
  }
}
