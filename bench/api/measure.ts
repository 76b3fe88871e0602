import autocannon from 'autocannon';

export type Measurement = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

export type Load = {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** For writes that need a fresh id each time: replaces `:id` in the path. */
  nextId?: () => string;
  seconds: number;
  connections: number;
};

/** One autocannon run; req/s is the mean over the run, latencies in milliseconds. */
export async function measure(load: Load): Promise<Measurement> {
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    requests: [
      {
        method: load.method,
        path: load.path,
        headers: load.headers,
        ...(load.nextId
          ? {
              setupRequest: (request) => ({
                ...request,
                path: load.path.replace(':id', (load.nextId as () => string)()),
              }),
            }
          : {}),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
