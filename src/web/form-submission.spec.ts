import { DomainError } from '../domain/event-types';
import { rejectedForm, submitForm } from './form-submission';
import { reject } from './web-errors';

describe('submitForm', () => {
  it('answers with what the change answered when nothing rejects it', async () => {
    const rejected = jest.fn();
    await expect(submitForm(async () => 'redirected', rejected)).resolves.toBe('redirected');
    expect(rejected).not.toHaveBeenCalled();
  });

  it("hands a command's rejection, with its status and field messages, to the form", async () => {
    const answer = await submitForm(
      async () => {
        throw new DomainError('invalid_name', 'Names are letters and digits.', 422, [
          { field: 'name', message: 'has a space' },
        ]);
      },
      (rejection) => rejection,
    );
    expect(answer).toEqual({
      status: 422,
      message: 'Names are letters and digits.',
      fields: { name: 'has a space' },
    });
  });

  it("hands the web layer's own rejection to the form the same way", async () => {
    const answer = await submitForm(
      async () => {
        throw reject(409, 'Someone changed it first.');
      },
      (rejection) => `${rejection.status} ${rejection.message}`,
    );
    expect(answer).toBe('409 Someone changed it first.');
  });

  it('lets an unexpected error through to the error filter', async () => {
    const rejected = jest.fn();
    const failure = new TypeError('bug');
    await expect(
      submitForm(async () => {
        throw failure;
      }, rejected),
    ).rejects.toBe(failure);
    expect(rejected).not.toHaveBeenCalled();
  });
});

describe('rejectedForm', () => {
  const rejection = { status: 422, message: 'Choose read or write.', fields: { permission: 'invalid' } };

  it('keeps what was typed and shows each field its problem', () => {
    expect(rejectedForm({ username: 'ann' }, rejection)).toEqual({
      values: { username: 'ann' },
      errors: { permission: 'invalid' },
      message: 'Choose read or write.',
    });
  });

  it('puts the lead before what was wrong', () => {
    expect(rejectedForm({}, rejection, 'Not saved: ').message).toBe('Not saved: Choose read or write.');
  });
});
