// Being built (#10).
export function ChatLoginRedirect() {
  return null;
}
