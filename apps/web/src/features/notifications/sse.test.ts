import { describe, expect, it } from 'vitest';
import { parseEvents } from './sse.js';

describe('parseEvents', () => {
  it('reads named events, skips comments and keeps an unfinished event for later', () => {
    const { events, rest } = parseEvents(': keep-alive\n\nevent: unread\ndata: {"unread":3}\n\nevent: unr');
    expect(events).toEqual([{ event: 'unread', data: '{"unread":3}' }]);
    expect(rest).toBe('event: unr');
    expect(parseEvents(`${rest}ead\ndata: {"unread":4}\n\n`).events).toEqual([
      { event: 'unread', data: '{"unread":4}' },
    ]);
  });

  it('joins multi-line data, accepts CRLF and defaults the event name', () => {
    expect(parseEvents('data: a\r\ndata: b\r\n\r\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
