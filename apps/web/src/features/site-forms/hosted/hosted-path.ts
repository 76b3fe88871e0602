const HOSTED = /^\/forms\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form of a hosted page's address (`/forms/{uuid}`), as the API's `embedding.ts` reads it; null for any other. */
export const hostedFormUuid = (pathname: string) => HOSTED.exec(pathname)?.[1]?.toLowerCase() ?? null;

/** `?job=` of the page: a job's uuid, or nothing. */
export const jobOf = (search: string) => {
  const job = new URLSearchParams(search).get('job');
  return job && UUID.test(job) ? job.toLowerCase() : undefined;
};
