import type { ComponentType } from 'react';
import {
  CalendarIcon,
  ChatIcon,
  EnvelopeIcon,
  EventsIcon,
  IdCardIcon,
  WalletIcon,
} from '../icons.tsx';

/** The service areas the front page leads to, in the order patients most often need them. */
export const frontPageServices = [
  'chat',
  'booking',
  'myEvents',
  'messages',
  'payments',
  'myInformation',
] as const;

export type FrontPageService = (typeof frontPageServices)[number];

export const frontPageIcons: Record<FrontPageService, ComponentType<{ className?: string }>> = {
  chat: ChatIcon,
  booking: CalendarIcon,
  myEvents: EventsIcon,
  messages: EnvelopeIcon,
  payments: WalletIcon,
  myInformation: IdCardIcon,
};
