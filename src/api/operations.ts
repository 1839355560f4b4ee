import type { OperationEntry, OperationTable } from './operation-table.ts';

export interface MatchedOperation {
  /** `'<METHOD> <path template>'`. */
  key: string;
  entry: OperationEntry;
}

interface CompiledOperation extends MatchedOperation {
  method: string;
  pattern: RegExp;
  params: number;
}

const compiled = new WeakMap<OperationTable, CompiledOperation[]>();

function compile(table: OperationTable): CompiledOperation[] {
  let operations = compiled.get(table);
  if (!operations) {
    operations = Object.entries(table)
      .map(([key, entry]) => {
        const [method = '', template = ''] = key.split(' ');
        const source = template
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[^/]+');
        return {
          key,
          entry,
          method,
          pattern: new RegExp(`^${source}$`),
          params: (template.match(/\{/g) ?? []).length,
        };
      })
      // Literal paths win over templated ones.
      .sort((a, b) => a.params - b.params);
    compiled.set(table, operations);
  }
  return operations;
}

/** The operation of a request: its method and its path relative to the contract's base. */
export function matchOperation(
  table: OperationTable,
  method: string,
  path: string,
): MatchedOperation | undefined {
  const pathname = path.split('?')[0] ?? path;
  const upper = method.toUpperCase();
  return compile(table).find((op) => op.method === upper && op.pattern.test(pathname));
}
