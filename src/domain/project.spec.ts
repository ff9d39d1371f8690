import { DomainEvent } from './event-types';
import { decideChangeVisibility, evolveProject, initialProjectState, ProjectState } from './project';

const given = (...events: DomainEvent[]): ProjectState => events.reduce(evolveProject, initialProjectState());
const created: DomainEvent = { type: 'ProjectCreated', data: { projectId: 'p', visibility: 'private' } };
const change = (visibility: 'private' | 'public') => ({ projectId: 'p', project: 'ann/book', visibility });

describe('project visibility', () => {
  it('changes private → public once; the same visibility again is no event', () => {
    expect(decideChangeVisibility(given(created), change('public'))).toEqual([
      { type: 'ProjectVisibilityChanged', data: change('public') },
    ]);
    const published: DomainEvent = { type: 'ProjectVisibilityChanged', data: change('public') };
    expect(decideChangeVisibility(given(created, published), change('public'))).toEqual([]);
    expect(decideChangeVisibility(given(created, published), change('private'))).toHaveLength(1);
  });

  it('refuses an unknown visibility and a deleted project', () => {
    expect(() => decideChangeVisibility(given(created), change('secret' as 'public'))).toThrow(
      /private" or "public/,
    );
    expect(() =>
      decideChangeVisibility(given(created, { type: 'ProjectDeleted', data: {} }), change('public')),
    ).toThrow(/no such project/);
  });
});
