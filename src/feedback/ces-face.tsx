/** The mouth of each customer-effort smiley, from very negative (1) to very positive (5). */
const mouths: Record<number, string> = {
  1: 'M7.5 17.5c1.5-3.2 7.5-3.2 9 0',
  2: 'M8.5 16.5c1.3-1.4 5.7-1.4 7 0',
  3: 'M8.5 15.5h7',
  4: 'M8.5 14.5c1.3 1.4 5.7 1.4 7 0',
  5: 'M7.5 13.5c1.5 4 7.5 4 9 0z',
};

/** B-03: one of the five smileys of the customer-effort scale; decorative, the button names it. */
export function CesFace({ score }: { score: number }) {
  return (
    <svg
      className={`feedback__face feedback__face--${String(score)}`}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="9" cy="10" r="1.2" fill="currentColor" />
      <circle cx="15" cy="10" r="1.2" fill="currentColor" />
      <path
        d={mouths[score] ?? mouths[3]}
        // The very positive smiley's open smile is filled, the others are lines.
        fill={score === 5 ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
