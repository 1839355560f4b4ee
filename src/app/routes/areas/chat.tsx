// The chat service area (chat-service.md), its public pages: the front, topic, queue
// and login pages, one lazily loaded chunk. The pages that need a person's endpoints (NS-47) are
// the chat-signed-in area, a chunk of their own, so that a visitor's chat front page does not load
// the code, appointment, direct compensation and session pages with their forms.
import { ChatFrontPage, ChatLoginRedirect, ChatQueuePage, TopicPage } from '../../../chat/index.ts';
import { useFeedbackOpener } from '../../../feedback/index.ts';
import { OccupationalSection } from '../../../occupational/index.ts';
import { publicPage } from '../chat-settings.tsx';

// The occupational area's section sits on the chat front page; chat may not import it.
// B-13: after the "session ended" modal, the customer-effort question when it is due (60 days).
export const ChatFront = publicPage(function ChatFrontWithOccupational() {
  const feedback = useFeedbackOpener();
  const afterSessionEnded = () => {
    if (feedback?.customerEffortDue(Date.now())) {
      feedback.open('ces', 'chatEnded');
    }
  };
  return (
    <ChatFrontPage
      occupationalSection={<OccupationalSection />}
      afterSessionEnded={afterSessionEnded}
    />
  );
});
export const ChatTopic = publicPage(TopicPage);
export const ChatQueue = publicPage(ChatQueuePage);
export const ChatLogin = publicPage(ChatLoginRedirect);
