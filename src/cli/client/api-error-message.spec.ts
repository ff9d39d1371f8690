import { apiErrorMessage } from './api-error-message';
import { ApiRequestError, ErrorDetail } from './errors';

const error = (status: number, code: string, message?: string, details: ErrorDetail[] = [], retry?: number) =>
  new ApiRequestError('POST', '/api/builds', status, code, message, details, retry, 'http://books.example');

describe('apiErrorMessage', () => {
  it.each([
    [
      error(401, 'invalid_token', 'token unknown or revoked'),
      /books\.example refused the API token.*octavo login/,
    ],
    [error(404, 'project_not_found', 'no project ann/x that you can see'), /ann\/x.*-p owner\/repo/],
    [
      error(422, 'validation_failed', 'formats: unknown', [
        { field: 'formats', message: 'unknown format "docx"' },
      ]),
      /refused the request\n {2}- formats: unknown format "docx"/,
    ],
    [
      error(422, 'branch_not_found', 'branch "x" does not exist'),
      /branch "x" does not exist — push the branch/,
    ],
    [error(422, 'config_missing', 'No platform.json (nor an Atlas atlas.json) found'), /^No platform\.json/],
    [
      error(422, 'config_invalid', 'atlas.json is not valid JSON: unexpected "}" at line 3, column 1.'),
      /^atlas\.json is not valid JSON: .* at line 3/,
    ],
    [error(429, 'rate_limited', undefined, [], 30), /rate limiting.*try again in 30 s/],
    [error(404, 'not_found'), /answered 404 to POST \/api\/builds without saying why/],
    [error(500, 'internal_error', 'boom'), /answered 500 internal_error: boom/],
  ])('%#: explains %s', (apiError, expected) => {
    expect(apiErrorMessage(apiError)).toMatch(expected);
  });

  it('points at what the user typed, in the form they used, and says it once', () => {
    const branch = () =>
      error(
        422,
        'branch_not_found',
        'branch x does not exist in ann/book; push it first or name an existing branch',
      );
    const positional = Object.assign(branch(), { form: 'gem' as const });
    expect(apiErrorMessage(positional)).toBe(
      'branch x does not exist in ann/book; push it first or name an existing branch as the fourth argument',
    );
    expect(apiErrorMessage(branch())).toBe(
      'branch x does not exist in ann/book; push it first or name an existing branch with -b BRANCH',
    );
    const project = Object.assign(error(404, 'project_not_found', 'no project ann/x'), {
      form: 'gem' as const,
    });
    expect(apiErrorMessage(project)).toContain('(the second argument)');
    expect(apiErrorMessage(project)).not.toContain('-p');
    const token = Object.assign(error(401, 'invalid_token'), { form: 'gem' as const });
    expect(apiErrorMessage(token)).toContain('as the first argument');
    expect(apiErrorMessage(token)).not.toContain('--token');
  });
});
