import { ProjectAggregate } from './aggregates';
import { deciderSpecification, projectCreated } from './decider.test-helpers';
import { DomainEvent } from './event-types';
import { decidePublishSite, SitePublishedData } from './site';

const given = deciderSpecification(ProjectAggregate);
const created = projectCreated();
const deleted: DomainEvent = { type: 'ProjectDeleted', data: { projectId: 'p', fullName: 'ann/book' } };
const data = {
  projectId: 'p',
  project: 'ann/book',
  buildId: 3,
  public: true,
  publishedBy: 'ann',
} satisfies SitePublishedData;

describe('decidePublishSite', () => {
  it('publishes a completed html build of the project', () => {
    given(created)
      .when((state) => decidePublishSite(state, data, { projectId: 'p', htmlCompleted: true }))
      .then([{ type: 'SitePublished', data }]);
  });

  it('publishes one following a branch, keeping the branch', () => {
    const following = { ...data, followBranch: 'main' };
    given(created)
      .when((state) => decidePublishSite(state, following, { projectId: 'p', htmlCompleted: true }))
      .then([{ type: 'SitePublished', data: following }]);
  });

  it.each([
    ['another project', { projectId: 'q', htmlCompleted: true }, /not a build of ann\/book/],
    ['no completed html', { projectId: 'p', htmlCompleted: false }, /build html first/],
  ])('refuses a build of %s', (_, build, message) => {
    given(created)
      .when((state) => decidePublishSite(state, data, build))
      .thenThrows(message, 'validation_failed');
  });

  it('refuses a deleted project, and one never created', () => {
    const publish = { projectId: 'p', htmlCompleted: true };
    given(created, deleted)
      .when((state) => decidePublishSite(state, data, publish))
      .thenThrows('no such project', 'project_not_found');
    given()
      .when((state) => decidePublishSite(state, data, publish))
      .thenThrows('no such project', 'project_not_found');
  });
});
