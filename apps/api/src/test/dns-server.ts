import dns2 from 'dns2';

const { Packet } = dns2;
// RFC 1035 response codes the tests answer with.
const SERVFAIL = 2;
const NXDOMAIN = 3;

export type TestDns = {
  /** For the resolver under test (`config.dns.servers`): this server's `127.0.0.1:<port>`. */
  servers: string[];
  /**
   * Publishes TXT records at `name`, replacing what was there (none removes it): each value one
   * record; an array is one record of several strings, as long records are published.
   */
  setTxt(name: string, ...values: (string | string[])[]): void;
  /** Makes every query for `name` fail (SERVFAIL), as a broken zone would. */
  breakName(name: string): void;
  /** Names asked for, in order. */
  queries: string[];
  close(): Promise<void>;
};

/**
 * A real DNS server (dns2, UDP) on a free loopback port, answering the TXT records a test publishes:
 * the server's own resolver (`node:dns`) queries it over the network as it would any DNS server.
 */
export async function startTestDns(): Promise<TestDns> {
  const txt = new Map<string, (string | string[])[]>();
  const broken = new Set<string>();
  const queries: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase();
      queries.push(name);
      const records = txt.get(name);
      if (broken.has(name)) response.header.rcode = SERVFAIL;
      else if (!records) response.header.rcode = NXDOMAIN;
      else if (question?.type === Packet.TYPE.TXT) {
        for (const data of records) {
          response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, data }));
        }
      }
      send(response);
    },
  });
  const address = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    servers: [`127.0.0.1:${address.udp?.port}`],
    setTxt(name, ...values) {
      if (values.length) txt.set(name.toLowerCase(), values);
      else txt.delete(name.toLowerCase());
    },
    breakName: (name) => broken.add(name.toLowerCase()),
    queries,
    close: () => server.close(),
  };
}
