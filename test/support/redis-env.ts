/** Tests that need a real Redis run with REDIS_URL and say why they are skipped without it. */
export const redisUrl = process.env.REDIS_URL;
const skip = redisUrl
  ? undefined
  : 'REDIS_URL is not set; start redis-server and export REDIS_URL=redis://127.0.0.1:6379';
export const describeRedis = redisUrl ? describe : describe.skip;
/** Appended to a describe's title: why it was skipped, or nothing. */
export const skipped = skip ? ` (skipped: ${skip})` : '';
