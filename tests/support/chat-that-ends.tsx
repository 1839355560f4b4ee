// A chat's end as the chat area wires it (src/app/routes/areas/chat.tsx): the customer-effort question
// opens when it is due.
import { useFeedbackOpener } from '../../src/feedback/index.ts';

export function ChatThatEnds() {
  const feedback = useFeedbackOpener();
  return (
    <button
      type="button"
      onClick={() => {
        if (feedback?.customerEffortDue(Date.now())) {
          feedback.open('ces', 'chatEnded');
        }
      }}
    >
      Chat ended
    </button>
  );
}
