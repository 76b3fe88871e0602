import { NOTIFICATION_STREAM_EVENT } from '@talent/contract';

export type UnreadStream = {
  response: Response;
  /** The next `unread` event's count; fails after `timeoutMs` or when the stream ends. */
  next(timeoutMs?: number): Promise<number>;
  close(): void;
};

/** Opens `GET /portal/v1/notifications/stream` over real HTTP and reads its events as they come. */
export async function openUnreadStream(base: string, headers: Record<string, string>): Promise<UnreadStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/portal/v1/notifications/stream`, { headers, signal: controller.signal });
  if (response.status !== 200 || !response.body) {
    controller.abort();
    throw new Error(`stream answered ${response.status}: ${await response.text().catch(() => '')}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  const read = async (): Promise<number> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = chunk.split('\n').find((l) => l.startsWith('data: '));
        if (chunk.includes(`event: ${NOTIFICATION_STREAM_EVENT}`) && data) {
          return (JSON.parse(data.slice(6)) as { unread: number }).unread;
        }
        continue; // a heartbeat comment
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };

  // One read at a time: a wait that timed out leaves its read running, and the next wait takes it
  // over, so no event is lost between two waits.
  let reading: Promise<number> | null = null;
  const nextEvent = () => {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };

  return {
    response,
    next(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([nextEvent(), timeout]).finally(() => clearTimeout(timer));
    },
    close: () => controller.abort(),
  };
}
