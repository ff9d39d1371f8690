import { DomainEvent } from './event-types';
import {
  decideChangeDefaultBranch,
  decideChangeVisibility,
  decideRecordPushes,
  evolveProject,
  initialProjectState,
  ProjectState,
} from './project';
import { ProjectAggregate } from './aggregates';
import { deciderSpecification } from './decider.test-helpers';

const given = (...events: DomainEvent[]): ProjectState => events.reduce(evolveProject, initialProjectState());
const decide = deciderSpecification(ProjectAggregate);
const created: DomainEvent = { type: 'ProjectCreated', data: { projectId: 'p', visibility: 'private' } };
const change = (visibility: 'private' | 'public') => ({ projectId: 'p', project: 'ann/book', visibility });

describe('project visibility', () => {
  const published: DomainEvent = { type: 'ProjectVisibilityChanged', data: change('public') };

  it('changes private → public once; the same visibility again is no event', () => {
    decide(created)
      .when((state) => decideChangeVisibility(state, change('public')))
      .then([{ type: 'ProjectVisibilityChanged', data: change('public') }]);
    decide(created, published)
      .when((state) => decideChangeVisibility(state, change('public')))
      .thenNothingHappens();
    decide(created, published)
      .when((state) => decideChangeVisibility(state, change('private')))
      .then([{ type: 'ProjectVisibilityChanged', data: change('private') }]);
  });

  it('refuses an unknown visibility and a deleted project', () => {
    decide(created)
      .when((state) => decideChangeVisibility(state, change('secret' as 'public')))
      .thenThrows(/private" or "public/);
    decide(created, { type: 'ProjectDeleted', data: {} })
      .when((state) => decideChangeVisibility(state, change('public')))
      .thenThrows(/no such project/);
  });
});

describe('default branch', () => {
  const emptyProject: DomainEvent = {
    type: 'ProjectCreated',
    data: { projectId: 'p', fullName: 'ann/book', visibility: 'private', defaultBranch: 'main' },
  };
  const push = (branch: string, after: string | null = 'c1', before: string | null = null) => ({
    projectId: 'p',
    project: 'ann/book',
    branch,
    before,
    after,
    pusher: 'u',
    via: 'ssh' as const,
  });
  const pushed = (branch: string): DomainEvent => ({ type: 'BranchPushed', data: push(branch) });

  it('makes the first branch pushed to an empty project its default (master for an Atlas book)', () => {
    const events = decideRecordPushes(given(emptyProject), [push('gh-pages'), push('master')]);
    expect(events.map((e) => e.type)).toEqual(['BranchPushed', 'BranchPushed', 'DefaultBranchChanged']);
    expect(events[2].data).toEqual({
      projectId: 'p',
      project: 'ann/book',
      branch: 'master',
      previous: 'main',
      reason: 'first-push',
    });
    const state = [...events].reduce(evolveProject, given(emptyProject));
    expect(state.defaultBranch).toBe('master');
    expect([...state.branches].sort()).toEqual(['gh-pages', 'master']);
  });

  it('keeps the unborn default when it is pushed, takes the first branch otherwise, and never moves it later', () => {
    expect(decideRecordPushes(given(emptyProject), [push('draft'), push('main')])).toHaveLength(2);
    const first = decideRecordPushes(given(emptyProject), [push('draft'), push('review')]);
    expect(first[2].data).toMatchObject({ branch: 'draft' });
    expect(decideRecordPushes(given(emptyProject, pushed('main')), [push('master')])).toHaveLength(1);
  });

  it('changes to an existing branch only, listing the branches that exist', () => {
    const state = given(emptyProject, pushed('master'), pushed('draft'));
    const change = { projectId: 'p', project: 'ann/book' };
    expect(decideChangeDefaultBranch(state, { ...change, branch: 'draft' })).toEqual([
      {
        type: 'DefaultBranchChanged',
        data: { ...change, branch: 'draft', previous: 'main', reason: 'chosen' },
      },
    ]);
    expect(() => decideChangeDefaultBranch(state, { ...change, branch: 'nope' })).toThrow(
      'branch nope does not exist in ann/book; existing branches: draft, master',
    );
    expect(() => decideChangeDefaultBranch(given(emptyProject), { ...change, branch: 'main' })).toThrow(
      /has no branches yet/,
    );
    const deleted: DomainEvent = { type: 'BranchPushed', data: push('draft', null, 'c1') };
    expect(() =>
      decideChangeDefaultBranch(given(emptyProject, pushed('master'), pushed('draft'), deleted), {
        ...change,
        branch: 'draft',
      }),
    ).toThrow(/existing branches: master$/);
  });

  it('changing to the current default records nothing', () => {
    const state = given(emptyProject, pushed('main'));
    expect(decideChangeDefaultBranch(state, { projectId: 'p', project: 'ann/book', branch: 'main' })).toEqual(
      [],
    );
  });
});
