// The named response examples of the contracts, as written (`$ref`s to components followed), so
// tests answer with exactly what the mock stack and the contract tests use.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface ExampleEntry {
  value?: unknown;
  $ref?: string;
}

interface Contract {
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { content?: Record<string, { examples?: Record<string, ExampleEntry> }> }
        >;
      }
    >
  >;
  components?: { examples?: Record<string, { value: unknown }> };
}

const contracts = new Map<string, Contract>();

function contract(name: string): Contract {
  let document = contracts.get(name);
  if (!document) {
    document = parse(readFileSync(`openapi/${name}.yaml`, 'utf8')) as Contract;
    contracts.set(name, document);
  }
  return document;
}

/** The value of a named response example of `openapi/<name>.yaml`, in any media type. */
export function contractExample(
  name: string,
  path: string,
  method: string,
  status: number,
  example: string,
): unknown {
  const document = contract(name);
  const content = document.paths[path]?.[method]?.responses[String(status)]?.content ?? {};
  for (const media of Object.values(content)) {
    const found = media.examples?.[example];
    const value =
      found?.$ref === undefined
        ? found?.value
        : document.components?.examples?.[found.$ref.replace('#/components/examples/', '')]?.value;
    if (value !== undefined) {
      return value;
    }
  }
  throw new Error(`No example ${example} for ${method} ${path} ${String(status)} in ${name}`);
}
