/** A refusal or failure the user can act on: printed as `octavo: <message>`, exit status 1. */
export class ClientFailure extends Error {}

export interface ErrorDetail {
  field?: string;
  message?: string;
}

/** An HTTP answer that was not a success, with the server's stable error code. */
export class ApiRequestError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string | undefined,
    readonly details: ErrorDetail[] = [],
    readonly retryAfterSeconds?: number,
    readonly serverUrl = '',
  ) {
    super(`${method} ${path} answered ${status} ${code}${serverMessage ? `: ${serverMessage}` : ''}`);
  }

  /** How the command was typed (build's positional or flag form), so hints name what the user typed. */
  form?: CommandForm;
}

/** `gem`: `build <API_TOKEN> <PROJECT> <FORMATS> [BRANCH]`; `flags`: `-p`, `-b`, `--token`. */
export type CommandForm = 'gem' | 'flags';
