// The design system. Importing it installs the tokens and the base styles once.
import './tokens.css';
import './base.css';

export * from './tokens.ts';
export { Accordion, type AccordionProps, type AccordionToggle } from './accordion.tsx';
export { AccordionSection, type AccordionSectionProps } from './accordion-section.tsx';
export { Button, type ButtonProps } from './button.tsx';
export { buttonClassName, type ButtonLookProps } from './button-class-name.ts';
export { ButtonLink, type ButtonLinkProps } from './button-link.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export {
  Icon,
  type IconProps,
  ArrowRightIcon,
  ChevronDownIcon,
  CloseIcon,
  ErrorIcon,
  InfoIcon,
  SuccessIcon,
  WarningIcon,
} from './icons.tsx';
export { Menu, type MenuProps } from './menu.tsx';
export {
  MenuButton,
  MenuItem,
  MenuLink,
  MenuList,
  type MenuButtonProps,
  type MenuLinkProps,
} from './menu-items.tsx';
export { MenuSection, type MenuSectionProps } from './menu-section.tsx';
export { Notice, type NoticeProps, type NoticeTone } from './notice.tsx';
export {
  RemoteContent,
  type RemoteContentProps,
  type RemoteContentState,
} from './remote-content.tsx';
export {
  SaveStateNotice,
  type SaveState,
  type SaveStateNoticeProps,
} from './save-state-notice.tsx';
export { SkipLink, type SkipLinkProps } from './skip-link.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
export { TextField, type FieldIdentity, type TextFieldProps } from './text-field.tsx';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden.tsx';
export { remoteStateOf, type QueryState } from './remote-state.ts';
export { SwitchField, type SwitchFieldProps } from './switch-field.tsx';
export { LinkCard, type LinkCardProps } from './link-card.tsx';
