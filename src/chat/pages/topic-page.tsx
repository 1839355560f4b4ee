// Being built (#10).
export function TopicPage() {
  return null;
}
