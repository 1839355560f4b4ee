// Icons the shell needs that the design system does not have (yet): same 24×24 line style.
import type { ReactNode } from 'react';
import { Icon as ShellIcon, type IconProps } from '../ui/index.ts';

export const MenuIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </ShellIcon>
);

export const UserIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </ShellIcon>
);

export const PeopleIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.3a6.5 6.5 0 0 1 3.5 5.7" />
  </ShellIcon>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </ShellIcon>
);

export const PhoneIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M5 4h3.5l1.5 4.5-2.2 1.3a11 11 0 0 0 6.4 6.4l1.3-2.2L20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
  </ShellIcon>
);

export const LockIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
  </ShellIcon>
);

export const ReloadIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
  </ShellIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </ShellIcon>
);

export const ChatIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M20 12a7.5 7.5 0 0 1-11 6.6L4 20l1.4-4.6A7.5 7.5 0 1 1 20 12Z" />
    <path d="M9 11h.01M12.5 11h.01M16 11h.01" />
  </ShellIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />
  </ShellIcon>
);

export const EventsIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <rect x="4.5" y="3.5" width="15" height="17" rx="2" />
    <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
  </ShellIcon>
);

export const WalletIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </ShellIcon>
);

export const EnvelopeIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </ShellIcon>
);

export const IdCardIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2.2" />
    <path d="M5.8 16a3.4 3.4 0 0 1 6.4 0M14.5 10h3.5M14.5 13.5h3.5" />
  </ShellIcon>
);

export const HomeIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5" />
  </ShellIcon>
);

/** The store logos are filled shapes, not line icons. */
const FilledIcon = ({ children, ...props }: IconProps & { children: ReactNode }) => (
  <ShellIcon filled {...props}>
    {children}
  </ShellIcon>
);

export const AppleIcon = (props: IconProps) => (
  <FilledIcon {...props}>
    <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9a4.8 4.8 0 0 0-4 2.5c-1.8 3-.5 7.5 1.2 10 .8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4a10 10 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.7-4.1ZM14 5.3a4.3 4.3 0 0 0 1-3.3 4.5 4.5 0 0 0-3 1.5 4.1 4.1 0 0 0-1 3.2 3.8 3.8 0 0 0 3-1.4Z" />
  </FilledIcon>
);

export const GooglePlayIcon = (props: IconProps) => (
  <FilledIcon {...props}>
    <path d="M4.2 2.6a1.3 1.3 0 0 0-.4 1V20.4a1.3 1.3 0 0 0 .4 1l9.4-9.4Z" opacity="0.85" />
    <path d="m16.8 8.8-3.2 3.2 3.2 3.2 3.6-2a1.4 1.4 0 0 0 0-2.4Z" />
    <path d="M4.2 2.6 13.6 12l3.2-3.2L5.7 2.5a1.4 1.4 0 0 0-1.5.1Z" opacity="0.7" />
    <path d="m13.6 12-9.4 9.4a1.4 1.4 0 0 0 1.5.1l11.1-6.3Z" opacity="0.55" />
  </FilledIcon>
);

export const LogOutIcon = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />
  </ShellIcon>
);
