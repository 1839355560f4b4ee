import { useId } from 'react';

export interface ErrorSummaryItem {
  /** The field's id, for the link's `href`. */
  id: string;
  message: string;
  /** Moves the focus to the field (a fragment link alone does not focus an input everywhere). */
  onFocus: () => void;
}

/**
 * The error summary at the top of a submitted form (the GOV.UK and NHS pattern): a heading and a
 * link to each field with its message, the same words as at the field. The focus itself goes to
 * the first invalid field; the summary shows the patient every problem at once, on a phone
 * too, and takes them to each.
 */
export function ErrorSummary({ title, errors }: { title: string; errors: ErrorSummaryItem[] }) {
  const headingId = useId();
  return (
    <div className="error-summary" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map(({ id, message, onFocus }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(event) => {
                event.preventDefault();
                onFocus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
