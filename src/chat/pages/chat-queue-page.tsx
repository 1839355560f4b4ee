// Being built (#10).
export function ChatQueuePage() {
  return null;
}
