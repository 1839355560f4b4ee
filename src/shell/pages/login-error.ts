/** The sign-in error the callback passes to the login page (S-12), as read from its query. */
export interface LoginErrorDetails {
  code: string;
  description?: string;
  uri?: string;
}

/** Query values are attacker-controllable text on our page: show a bounded amount. */
const maxLength = 300;

const clip = (value: string | null): string | undefined => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') {
    return undefined;
  }
  return trimmed.length > maxLength ? `${trimmed.slice(0, maxLength)}…` : trimmed;
};

/** `error`, `error_description` and `error_uri` of the login page's query, when there is an error. */
export function readLoginError(query: URLSearchParams): LoginErrorDetails | undefined {
  const code = clip(query.get('error'));
  if (code === undefined) {
    return undefined;
  }
  const description = clip(query.get('error_description'));
  const uri = clip(query.get('error_uri'));
  return {
    code,
    ...(description !== undefined && { description }),
    ...(uri !== undefined && { uri }),
  };
}
