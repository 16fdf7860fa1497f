/**
 * Request ids as Fastify's default makes them (`req-1`, `req-2`... the count in base 36, kept
 * under 2^31), from one counter that Fastify and the read path (read-path/) both draw from, so
 * that the ids of the log lines run on whichever path answered.
 */
const MAX_ID = 2_147_483_647;

export function requestIds(): () => string {
  let last = 0;
  return () => {
    last = (last + 1) & MAX_ID;
    return `req-${last.toString(36)}`;
  };
}
