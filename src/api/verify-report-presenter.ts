import { FORMATS } from '../domain/build';
import type { BuildVerification } from '../pipeline/build-verifier';
import { answerSchema, objectOf } from './answer-schema';

const SHA256 = { type: 'string', pattern: '^[0-9a-f]{64}$' };

/** The answer of POST /api/builds/{id}/verify, as `presentVerification` shapes it. */
export const VERIFY_REPORT_SCHEMA = answerSchema(
  'VerifyReport',
  objectOf({
    id: { type: 'integer', description: 'the build' },
    commit: { type: 'string' },
    result: {
      enum: ['match', 'mismatch'],
      description: '`mismatch` when any format is `mismatch` or `error`',
    },
    formats: {
      type: 'array',
      items: objectOf(
        {
          format: { enum: [...FORMATS] },
          result: { enum: ['match', 'mismatch', 'not_reproducible', 'not_built', 'error'] },
          message: { type: 'string', description: 'why the result is what it is, in words' },
          recorded_sha256: { ...SHA256, description: 'in the event that completed the format' },
          stored_sha256: { ...SHA256, description: "the stored file's now; absent when the file is gone" },
          rendered_sha256: SHA256,
          difference: objectOf(
            {
              entry: { type: 'string', description: 'zips: the first entry whose name or bytes differ' },
              offset: { type: 'integer', description: 'byte offset of the first difference' },
              object: { type: 'string', description: 'PDF: the indirect object holding it (`12 0`)' },
              text: { type: 'string' },
            },
            ['entry', 'offset', 'object'],
          ),
        },
        ['recorded_sha256', 'stored_sha256', 'rendered_sha256', 'difference'],
      ),
    },
  }),
);

export function presentVerification(report: BuildVerification) {
  return {
    id: report.buildId,
    commit: report.commit,
    result: report.result,
    formats: report.formats.map((f) => ({
      format: f.format,
      result: f.result,
      message: f.message,
      ...(f.recordedSha256 ? { recorded_sha256: f.recordedSha256 } : {}),
      ...(f.storedSha256 ? { stored_sha256: f.storedSha256 } : {}),
      ...(f.renderedSha256 ? { rendered_sha256: f.renderedSha256 } : {}),
      ...(f.difference ? { difference: f.difference } : {}),
    })),
  };
}
