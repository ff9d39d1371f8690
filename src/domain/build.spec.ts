import {
  BuildRequestedData,
  BuildState,
  decideCancelBuild,
  decideChangeFormatStatus,
  decideRecoverInterruptedRender,
  decideRequestBuild,
  evolveBuild,
  initialBuildState,
} from './build';
import { DomainError, DomainEvent } from './event-types';

const requested: BuildRequestedData = {
  buildId: 7,
  projectId: 'p1',
  project: 'ann/book',
  branch: 'main',
  commit: 'a'.repeat(40),
  formats: ['html', 'pdf'],
  requestedBy: 'ann',
};

const given = (...events: DomainEvent[]): BuildState => events.reduce(evolveBuild, initialBuildState());
const status = (format: string, s: string, extra: object = {}): DomainEvent => ({
  type: 'FormatStatusChanged',
  data: { buildId: 7, format, status: s, ...extra },
});
const requestedEvent: DomainEvent = { type: 'BuildRequested', data: { ...requested } };

describe('build decisions', () => {
  it('requests a build once', () => {
    expect(decideRequestBuild(given(), requested)).toEqual([requestedEvent]);
    expect(() => decideRequestBuild(given(requestedEvent), requested)).toThrow(DomainError);
  });

  it('moves a format queued → working → completed', () => {
    const state = given(requestedEvent);
    expect(decideChangeFormatStatus(state, { format: 'html', status: 'working' })).toEqual([
      status('html', 'working'),
    ]);
    const working = given(requestedEvent, status('html', 'working'));
    expect(decideChangeFormatStatus(working, { format: 'html', status: 'completed', message: 'w' })).toEqual([
      status('html', 'completed', { message: 'w' }),
    ]);
  });

  it('records which earlier build a completed artifact was reused from, and only for a completed artifact', () => {
    const working = given(requestedEvent, status('html', 'working'));
    const artifact = {
      file: 'builds/7/html/b.zip',
      fileName: 'b.zip',
      contentType: 'application/zip',
      size: 3,
    };
    expect(
      decideChangeFormatStatus(working, {
        format: 'html',
        status: 'completed',
        artifact,
        reusedFromBuild: 5,
      }),
    ).toEqual([status('html', 'completed', { artifact, reusedFromBuild: 5 })]);
    expect(() =>
      decideChangeFormatStatus(working, { format: 'html', status: 'failed', reusedFromBuild: 5 }),
    ).toThrow(/only a completed format with an artifact/);
  });

  it.each([
    ['queued', 'completed'],
    ['working', 'queued'],
    ['completed', 'failed'],
    ['failed', 'working'],
  ])('refuses %s → %s', (from, to) => {
    const history = [requestedEvent];
    if (from !== 'queued') history.push(status('html', 'working'));
    if (from === 'completed' || from === 'failed') history.push(status('html', from));
    const state = given(...history);
    expect(() => decideChangeFormatStatus(state, { format: 'html', status: to as 'queued' })).toThrow(
      /cannot become/,
    );
  });

  it('refuses a format the build does not have', () => {
    expect(() =>
      decideChangeFormatStatus(given(requestedEvent), { format: 'epub', status: 'working' }),
    ).toThrow(/no epub format/);
  });

  it('cancels only formats that are not final', () => {
    const state = given(requestedEvent, status('html', 'working'), status('html', 'completed'));
    expect(decideCancelBuild(state)).toEqual([status('pdf', 'failed', { message: 'cancelled' })]);
    expect(
      decideCancelBuild(
        given(
          requestedEvent,
          status('html', 'working'),
          status('html', 'completed'),
          status('pdf', 'failed'),
        ),
      ),
    ).toEqual([]);
  });

  it('retries an interrupted render once, then fails it with a message', () => {
    const once = given(requestedEvent, status('html', 'working'));
    const [retry] = decideRecoverInterruptedRender(once, 'html', 2);
    expect(retry).toEqual({
      type: 'FormatRenderRetried',
      data: { buildId: 7, format: 'html', attempt: 2, reason: 'render interrupted' },
    });
    const twice = given(requestedEvent, status('html', 'working'), retry);
    const [failed] = decideRecoverInterruptedRender(twice, 'html', 2);
    expect(failed.data).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/interrupted 2 times/),
    });
    expect(decideRecoverInterruptedRender(given(requestedEvent), 'html', 2)).toEqual([]);
  });
});
