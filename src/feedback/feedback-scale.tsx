import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/index.ts';
import { CesFace } from './ces-face.tsx';
import { scales } from './feedback-state.ts';

/** B-03: the names of the five smileys, from very negative to very positive. */
const cesLabels = [
  'feedback.cesScale.veryDifficult',
  'feedback.cesScale.difficult',
  'feedback.cesScale.neutral',
  'feedback.cesScale.easy',
  'feedback.cesScale.veryEasy',
] as const;

export interface FeedbackScaleProps {
  type: 'nps' | 'ces';
  /** The score chosen (being sent or sent), or null. */
  chosen: number | null;
  /** B-09: after the first send only the chosen score stays enabled. */
  locked: boolean;
  /** The chosen score is being sent. */
  sending: boolean;
  onChoose: (score: number) => void;
}

/**
 * The question and its scale as a group of toggle buttons: nps 0–10 (B-02), ces as five smileys
 * named from very difficult to very easy (B-03); the ends of the scale are written under it.
 */
export function FeedbackScale({ type, chosen, locked, sending, onChoose }: FeedbackScaleProps) {
  const { t } = useTranslation();
  const questionId = useId();
  const [low, high] =
    type === 'nps'
      ? [t('feedback.npsScale.low'), t('feedback.npsScale.high')]
      : [t('feedback.cesScale.veryDifficult'), t('feedback.cesScale.veryEasy')];
  return (
    <div className="feedback__scale-block">
      <p id={questionId} className="feedback__question">
        {t(`feedback.questions.${type}`)}
      </p>
      <div className={`feedback__scale-frame feedback__scale-frame--${type}`}>
        <div role="group" aria-labelledby={questionId} className="feedback__scale">
          {scales[type].map((score) => (
            <Button
              key={score}
              variant="secondary"
              className="feedback__score"
              pressed={chosen === score}
              disabled={locked && chosen !== score}
              loading={sending && chosen === score}
              onClick={() => {
                onChoose(score);
              }}
              aria-label={type === 'ces' ? t(cesLabels[score - 1] ?? cesLabels[2]) : undefined}
            >
              {type === 'ces' ? <CesFace score={score} /> : score}
            </Button>
          ))}
        </div>
        {/* The buttons carry their own names; the ends are for the eye. */}
        <p className="feedback__scale-ends" aria-hidden="true">
          <span>{low}</span>
          <span>{high}</span>
        </p>
      </div>
    </div>
  );
}
