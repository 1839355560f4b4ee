// The front page area: one lazily loaded chunk. A signed-in patient's page also shows what they
// can act on now, from a chunk of its own that a visitor's prerendered page never loads.
import { lazy, Suspense } from 'react';
import { useShellSettings } from '../../../shell/index.ts';
import { FrontPage as ShellFrontPage } from '../../../shell/pages/index.ts';

const FrontPageNow = lazy(() => import('./front-page-now.tsx'));

export function FrontPage() {
  const { auth } = useShellSettings();
  return (
    <ShellFrontPage
      now={
        auth.state.kind === 'LoggedIn' ? (
          <Suspense fallback={null}>
            <FrontPageNow />
          </Suspense>
        ) : null
      }
    />
  );
}
