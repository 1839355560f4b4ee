import { describe, expect, it } from 'vitest';
import { describeAsComment } from '../../scripts/build/describe-as-comment.ts';

describe('describeAsComment', () => {
  it('turns classic zod’s describe calls into comments beside their schemas', () => {
    expect(
      describeAsComment(
        `zod.object({\n  "id": zod.int().min(1).describe('The id.'),\n}).describe('A queue.')`,
      ),
    ).toBe(`zod.object({\n  "id": zod.int().min(1) /* The id. */,\n}) /* A queue. */`);
  });

  it('turns Zod Mini’s describe checks into comments, with or without the pure mark', () => {
    expect(
      describeAsComment(
        `zod.string().check(/*#__PURE__*/ zod.describe('A code.')).check(zod.describe('B.'))`,
      ),
    ).toBe(`zod.string() /* A code. */ /* B. */`);
  });

  it('keeps a literal’s escaped quotes and newlines as text, and never ends the comment early', () => {
    expect(
      describeAsComment(
        String.raw`zod.string().describe('The widget\'s site.\n\nOne period */ of a day \\ here.')`,
      ),
    ).toBe(String.raw`zod.string() /* The widget's site. One period *\/ of a day \ here. */`);
  });

  it('leaves everything else as it was', () => {
    const source = `export const describeMe = zod.string().min(1); // describes nothing`;
    expect(describeAsComment(source)).toBe(source);
  });
});
