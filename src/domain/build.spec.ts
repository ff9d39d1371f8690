import { BuildAggregate } from './aggregates';
import {
  BuildRequestedData,
  decideCancelBuild,
  decideChangeFormatStatus,
  decideRecoverInterruptedRender,
  decideRequestBuild,
  formatChangeOf,
  formatsReadyToRender,
} from './build';
import { foldStream } from './command-executor';
import { deciderSpecification } from './decider.test-helpers';
import { DomainEvent } from './event-types';

const requested: BuildRequestedData = {
  buildId: 7,
  projectId: 'p1',
  project: 'ann/book',
  branch: 'main',
  commit: 'a'.repeat(40),
  formats: ['html', 'pdf'],
  requestedBy: 'ann',
};

const given = deciderSpecification(BuildAggregate);
const status = (format: string, s: string, extra: object = {}): DomainEvent => ({
  type: 'FormatStatusChanged',
  data: { buildId: 7, format, status: s, ...extra },
});
const requestedEvent: DomainEvent = { type: 'BuildRequested', data: { ...requested } };
const cancelled = (format: string): DomainEvent => ({
  type: 'FormatCancelled',
  data: { buildId: 7, format },
});

describe('build decisions', () => {
  it('requests a build once', () => {
    given()
      .when((state) => decideRequestBuild(state, requested))
      .then([requestedEvent]);
    given(requestedEvent)
      .when((state) => decideRequestBuild(state, requested))
      .thenThrows(/already exists/, 'conflict');
  });

  it('moves a format queued → working → completed', () => {
    given(requestedEvent)
      .when((state) => decideChangeFormatStatus(state, { format: 'html', status: 'working' }))
      .then([status('html', 'working')]);
    given(requestedEvent, status('html', 'working'))
      .when((state) => decideChangeFormatStatus(state, { format: 'html', status: 'completed', message: 'w' }))
      .then([status('html', 'completed', { message: 'w' })]);
  });

  it('records which earlier build a completed artifact was reused from, and only for a completed artifact', () => {
    const artifact = {
      file: 'builds/7/html/b.zip',
      fileName: 'b.zip',
      contentType: 'application/zip',
      size: 3,
    };
    given(requestedEvent, status('html', 'working'))
      .when((state) =>
        decideChangeFormatStatus(state, {
          format: 'html',
          status: 'completed',
          artifact,
          reusedFromBuild: 5,
        }),
      )
      .then([status('html', 'completed', { artifact, reusedFromBuild: 5 })]);
    given(requestedEvent, status('html', 'working'))
      .when((state) =>
        decideChangeFormatStatus(state, { format: 'html', status: 'failed', reusedFromBuild: 5 }),
      )
      .thenThrows(/only a completed format with an artifact/);
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
    given(...history)
      .when((state) => decideChangeFormatStatus(state, { format: 'html', status: to as 'queued' }))
      .thenThrows(/cannot become/, 'invalid_transition');
  });

  it('refuses a format the build does not have', () => {
    given(requestedEvent)
      .when((state) => decideChangeFormatStatus(state, { format: 'epub', status: 'working' }))
      .thenThrows(/no epub format/, 'not_found');
  });

  it('cancels only formats that are not final', () => {
    given(requestedEvent, status('html', 'working'), status('html', 'completed'))
      .when(decideCancelBuild)
      .then([cancelled('pdf')]);
    given(requestedEvent, status('html', 'working'), status('html', 'completed'), status('pdf', 'failed'))
      .when(decideCancelBuild)
      .thenNothingHappens();
  });

  it('retries an interrupted render once, then fails it with a message', () => {
    const retry: DomainEvent = {
      type: 'FormatRenderRetried',
      data: { buildId: 7, format: 'html', attempt: 2, reason: 'render interrupted' },
    };
    given(requestedEvent, status('html', 'working'))
      .when((state) => decideRecoverInterruptedRender(state, 'html', 2))
      .then([retry]);
    const [failed] = decideRecoverInterruptedRender(
      given(requestedEvent, status('html', 'working'), retry).state,
      'html',
      2,
    );
    expect(failed.data).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/interrupted 2 times/),
    });
    given(requestedEvent)
      .when((state) => decideRecoverInterruptedRender(state, 'html', 2))
      .thenNothingHappens();
  });

  it.each<[string, DomainEvent[], DomainEvent[] | RegExp]>([
    ['a just-requested build: every format', [requestedEvent], [cancelled('html'), cancelled('pdf')]],
    [
      'a working format too',
      [requestedEvent, status('html', 'working')],
      [cancelled('html'), cancelled('pdf')],
    ],
    [
      'not a completed or failed one',
      [requestedEvent, status('html', 'working'), status('html', 'completed'), status('pdf', 'failed')],
      [],
    ],
    ['not a cancelled one again', [requestedEvent, cancelled('html')], [cancelled('pdf')]],
    ['no build: refused', [], /no such build/],
  ])('cancellation: %s', (_, history, expected) => {
    const decision = given(...history).when(decideCancelBuild);
    if (expected instanceof RegExp) decision.thenThrows(expected, 'not_found');
    else decision.then(expected);
  });

  it.each<[string, string]>([
    ['it cannot start', 'working'],
    ['it cannot complete', 'completed'],
  ])('a cancelled format is failed: %s', (_, to) => {
    const after = given(requestedEvent, cancelled('html'));
    expect(after.state.formats.get('html')?.status).toBe('failed');
    after
      .when((state) => decideChangeFormatStatus(state, { format: 'html', status: to as 'working' }))
      .thenThrows(/cannot become/, 'invalid_transition');
  });

  it('reads a cancelled format as failed with the message "cancelled"', () => {
    expect(formatChangeOf(cancelled('pdf'))).toEqual({
      buildId: 7,
      format: 'pdf',
      status: 'failed',
      message: 'cancelled',
    });
    expect(formatChangeOf(requestedEvent)).toBeUndefined();
  });
});

describe('formats ready to render', () => {
  const withFormats = (formats: string[]): DomainEvent => ({
    type: 'BuildRequested',
    data: { ...requested, formats },
  });
  it.each<[string, DomainEvent[], string[]]>([
    ['every queued format of a build without EPUB', [withFormats(['pdf', 'html'])], ['pdf', 'html']],
    ['EPUB at once when the build makes no PDF', [withFormats(['epub', 'mobi'])], ['epub', 'mobi']],
    [
      'the PDF first, the MOBI last, whatever order they were asked in',
      [withFormats(['mobi', 'platform', 'html', 'pdf'])],
      ['pdf', 'html', 'platform', 'mobi'],
    ],
    [
      'the EPUB, released by its PDF, before a MOBI still queued',
      [withFormats(['mobi', 'pdf', 'epub']), status('pdf', 'working'), status('pdf', 'completed')],
      ['epub', 'mobi'],
    ],
    ['not EPUB while the PDF is queued', [withFormats(['pdf', 'epub', 'html'])], ['pdf', 'html']],
    ['not EPUB while the PDF renders', [withFormats(['pdf', 'epub']), status('pdf', 'working')], []],
    [
      'EPUB once the PDF is completed',
      [withFormats(['pdf', 'epub']), status('pdf', 'working'), status('pdf', 'completed')],
      ['epub'],
    ],
    [
      'EPUB once the PDF failed (then without a page-list)',
      [withFormats(['pdf', 'epub']), status('pdf', 'working'), status('pdf', 'failed')],
      ['epub'],
    ],
    ['EPUB once the PDF is cancelled', [withFormats(['pdf', 'epub']), cancelled('pdf')], ['epub']],
    [
      'nothing that is no longer queued',
      [withFormats(['pdf', 'epub']), cancelled('pdf'), cancelled('epub')],
      [],
    ],
  ])('%s', (_, history, ready) => {
    const state = foldStream(BuildAggregate, history);
    expect(formatsReadyToRender(state)).toEqual(ready);
  });
});
