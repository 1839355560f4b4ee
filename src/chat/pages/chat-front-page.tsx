// Being built (#10).
export function ChatFrontPage() {
  return null;
}
