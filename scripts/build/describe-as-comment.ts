// A step of npm run generate (scripts/build/generate.ts) over orval's zod schemas.

/** One JavaScript string literal's text, as orval escapes it, for a one-line block comment. */
function commentText(literal: string): string {
  return literal
    .replace(/\\(u2028|u2029|.)/g, (_escape, character: string) =>
      ['n', 'r', 't', 'u2028', 'u2029'].includes(character) ? ' ' : character,
    )
    .replace(/\s+/g, ' ')
    .trim()
    .replaceAll('*/', '*\\/');
}

const pure = String.raw`(?:/\*#__PURE__\*/\s*)?`;
const literal = String.raw`'((?:[^'\\]|\\.)*)'`;
/** `.check(zod.describe('…'))` (Zod Mini) or `.describe('…')` (classic). */
const describeCall = new RegExp(
  String.raw`\.check\(${pure}zod\.describe\(${literal}\)\)|\.describe\(${literal}\)`,
  'g',
);

/**
 * orval writes each schema's OpenAPI description as zod's `.describe('…')` (classic zod) or
 * `.check(zod.describe('…'))` (Zod Mini). Either builds the schema once more as the module runs
 * and keeps the text in a registry that nothing in the portal reads, and ships the contract's
 * prose in every chunk: building the chat API's schemas was the longest task of the chat front
 * page, the descriptions nearly half of it. The description stays in the generated
 * file as a comment beside the schema, where a developer reads it; the build drops it.
 */
export function describeAsComment(source: string): string {
  return source.replace(
    describeCall,
    (_call, mini: string | undefined, classic: string | undefined) =>
      ` /* ${commentText(mini ?? classic ?? '')} */`,
  );
}
