// The accessibility statement (Act 306/2019): one lazily loaded chunk, which the front page does
// not carry.
export { AccessibilityStatementPage } from '../../../shell/pages/index.ts';
