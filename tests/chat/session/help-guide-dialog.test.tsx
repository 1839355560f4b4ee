// @vitest-environment jsdom
// The help guide frame is sandboxed: it cannot navigate the portal's tab to another site.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpGuideDialog } from '../../../src/chat/session/help-guide-dialog.tsx';

describe('HelpGuideDialog', () => {
  it('frames the guide sandboxed, without top navigation', () => {
    render(
      <HelpGuideDialog
        open
        onClose={() => undefined}
        url="http://localhost:4010/chat-widget/help-guide"
        language="fi"
      />,
    );
    // By its own class: a chat frame another file's adapter left in the shared body is not it.
    const frame = document.body.querySelector('iframe.chat-session__guide');
    if (!frame) {
      throw new Error('no guide frame');
    }
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(sandbox.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(frame.getAttribute('src')).toBe('http://localhost:4010/chat-widget/help-guide?lang=fi');
  });
});
