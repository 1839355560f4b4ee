// The design system. Importing it installs its styles once: the tokens, the base styles and
// every component's, here rather than in each component, so that they all come first, before
// any area's stylesheet (which may override them), while a page's JavaScript carries only the
// components it uses (scripts/build/module-side-effects.ts).
import './tokens.css';
import './base.css';
import './accordion.css';
import './icons.css';
import './spinner.css';
import './button.css';
import './dialog.css';
import './menu.css';
import './notice.css';
import './save-state-notice.css';
import './skip-link.css';
import './text-field.css';
import './switch-field.css';
import './link-card.css';

export * from './tokens.ts';
export * from './telemetry/index.ts';
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
export { LoadingState, SlowLoadingContext, type SlowLoadingSettings } from './loading-state.tsx';
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
export { useLeaveQuestion, type LeaveQuestion, type LeavesPage } from './use-leave-question.ts';
