// Named response examples of the self-triage and chat-v4 contracts, as written.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Contract {
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { content?: Record<string, { examples?: Record<string, { value?: unknown }> }> }
        >;
      }
    >
  >;
}

const read = (file: string) => parse(readFileSync(file, 'utf8')) as Contract;
const contracts = {
  'self-triage': read('openapi/self-triage.yaml'),
  'chat-v4': read('openapi/chat-v4.yaml'),
};

export function example(
  contract: keyof typeof contracts,
  path: string,
  name: string,
  status = 200,
): unknown {
  const content = contracts[contract].paths[path]?.get?.responses[String(status)]?.content ?? {};
  for (const media of Object.values(content)) {
    const value = media.examples?.[name]?.value;
    if (value !== undefined) {
      return value;
    }
  }
  throw new Error(`No example ${name} for GET ${path} ${status}`);
}
