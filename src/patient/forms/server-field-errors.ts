// F-18: a 400 `BadRequestError` names the fields at fault in its details' `target`.
import { BadRequestError } from '../../api/index.ts';
import type { ContactField } from './contact-fields.ts';

export interface ServerFieldErrors {
  /** The targeted fields the patient can correct, in form order. */
  fields: ContactField[];
  /** Some detail names no such field (or none at all): only a save error can tell about it. */
  unplaced: boolean;
}

/**
 * The fields a failed save blames, among `editable` (in that order); undefined when the error is
 * not a `BadRequestError`.
 */
export function serverFieldErrors(
  error: unknown,
  editable: readonly ContactField[],
): ServerFieldErrors | undefined {
  if (!(error instanceof BadRequestError)) {
    return undefined;
  }
  const targets = new Set(error.details.map((detail) => detail.target));
  const fields = editable.filter((field) => targets.has(field));
  const unplaced = error.details.some(
    (detail) => !(editable as readonly (string | undefined)[]).includes(detail.target),
  );
  return { fields, unplaced: unplaced || fields.length === 0 };
}
