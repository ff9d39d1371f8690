import { PayloadTooLargeException } from '@nestjs/common';
import { formPartsError } from './form-limits';

describe('formPartsError', () => {
  it("names the number of parts, whether Fastify's error or Nest's wrapper of it arrives", () => {
    for (const error of [
      Object.assign(new Error('reach parts limit'), { code: 'FST_PARTS_LIMIT', statusCode: 413 }),
      new PayloadTooLargeException('reach parts limit'),
    ]) {
      expect(formPartsError(error)).toEqual(
        expect.objectContaining({
          status: 413,
          code: 'too_many_fields',
          message:
            'the form has more than 1000 fields and files; send fewer fields at once (or the same data as JSON)',
        }),
      );
    }
  });

  it('leaves a body that is too large, and anything else, alone', () => {
    expect(formPartsError(new PayloadTooLargeException('Request body is too large'))).toBeNull();
    expect(formPartsError(new Error('boom'))).toBeNull();
    expect(formPartsError(undefined)).toBeNull();
  });
});
