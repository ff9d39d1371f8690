/** An HTTP answer with a stable `error` code and a `message` saying what to fix. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string | undefined,
    readonly details?: unknown[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? code);
    this.name = 'ApiError';
    this.hasMessage = message !== undefined;
  }
  readonly hasMessage: boolean;
}

export const notFoundWithoutToken = () => new ApiError(404, 'not_found', undefined);
