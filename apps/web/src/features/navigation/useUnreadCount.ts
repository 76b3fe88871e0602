/**
 * Unread notifications of the signed-in user, shown as a badge on the bell. The notifications
 * issue fills this in (inbox count and the live stream); until then there is nothing unread and
 * no API is called.
 */
export function useUnreadCount(): number {
  return 0;
}
