import type { Catalogue } from '../catalogue.ts';

export const occupationalEn: Catalogue['occupational'] = {
  section: {
    title: 'Occupational health',
    loading: 'Loading occupational health services',
    startSelfTriage: {
      link: 'Start the symptom assessment',
      description:
        'Answer a few questions about your symptoms and we will guide you to the right occupational health service.',
    },
    booking: {
      link: 'Book an occupational health appointment',
      description: 'As your occupational health care instructs, you book an appointment online.',
    },
    chatList: {
      link: 'Occupational health chats',
      description: 'Chat with an occupational health nurse, doctor or psychologist.',
    },
    visitor: {
      link: 'Log in to see the occupational health chats',
      description: 'As an occupational health customer, you see its chats once you have logged in.',
    },
  },
  errors: {
    loadFailed: 'The occupational health services could not be loaded.',
  },
  selfTriage: {
    backToChat: 'Back to remote reception',
    onlyForOneself:
      'You can do the symptom assessment only for your own symptoms. While you act on behalf of someone else, switch back to your own matters first.',
    checking: 'Checking whether the symptom assessment is available to you',
    survey: {
      title: 'Symptom assessment',
      lead: 'Answer the questions about your symptoms. The professional gets your answers when the chat starts.',
      frameTitle: 'Symptom assessment questions',
      loading: 'Loading the symptom assessment',
      cancel: 'Stop the symptom assessment and go back to the chat',
    },
    failureTitle: 'The symptom assessment did not work',
    failure:
      'Unfortunately the symptom assessment could not be loaded or it stopped. Try again, or go back to the chat and start it without the symptom assessment.',
    tryAgain: 'Try again',
    backToQueue: 'Back to the chat',
    intro: {
      title: 'Symptom assessment before the chat',
      lead: 'In the symptom assessment you tell us about your symptoms before you chat with an occupational health professional. Based on your answers you get a recommendation of a service that suits you.',
      howTitle: 'How the symptom assessment works',
      steps: {
        consent: 'You consent to the processing of your answers.',
        questions: 'You answer questions about your symptoms. It takes a few minutes.',
        chat: 'You get a recommendation, and the professional sees your answers when the chat starts.',
      },
      emergency: 'If you need urgent help, call the emergency number 112.',
      next: 'Next',
    },
    consent: {
      title: 'Consent to the symptom assessment',
      text: 'Your answers to the symptom assessment are saved in your patient records, and the professionals of your occupational health care use them to plan your care.',
      withdraw: 'You can stop the symptom assessment at any time.',
      checkbox: 'I consent to the processing of my symptom assessment answers',
      error: 'Give your consent to continue to the symptom assessment.',
      continue: 'Continue to the symptom assessment',
      back: 'Previous',
    },
  },
};
