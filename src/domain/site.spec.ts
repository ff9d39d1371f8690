import { DomainError } from './event-types';
import { evolveProject, initialProjectState } from './project';
import { decidePublishSite, SitePublishedData } from './site';

const created = evolveProject(initialProjectState(), { type: 'ProjectCreated', data: {} });
const data: SitePublishedData = {
  projectId: 'p',
  project: 'ann/book',
  buildId: 3,
  public: true,
  publishedBy: 'ann',
};

describe('decidePublishSite', () => {
  it('publishes a completed html build of the project', () => {
    expect(decidePublishSite(created, data, { projectId: 'p', htmlCompleted: true })).toEqual([
      { type: 'SitePublished', data },
    ]);
  });

  it.each([
    ['another project', { projectId: 'q', htmlCompleted: true }, /not a build of ann\/book/],
    ['no completed html', { projectId: 'p', htmlCompleted: false }, /build html first/],
  ])('refuses a build of %s', (_, build, message) => {
    expect(() => decidePublishSite(created, data, build)).toThrow(message);
  });

  it('refuses a deleted project', () => {
    const deleted = evolveProject(created, { type: 'ProjectDeleted', data: {} });
    expect(() => decidePublishSite(deleted, data, { projectId: 'p', htmlCompleted: true })).toThrow(
      DomainError,
    );
  });
});
