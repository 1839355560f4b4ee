// Page views when the telemetry loads after the patient has already moved on: the pages kept
// before it loaded are reported first, each by its route and for the patient it was shown to,
// then the page shown and each later one, once per path.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchPath } from 'react-router';
import { setCurrentPatientKey } from '../../../src/api/index.ts';
import { currentEnvironment } from '../../../src/app/config/index.ts';
import { reportPageViews, type SeenPage } from '../../../src/app/telemetry/connect.ts';
import type { PortalRouter } from '../../../src/app/routes/router.tsx';
import { sendReportsTo, type Report } from '../../../src/ui/index.ts';

const Page = () => null;

const pages = [
  { id: 'frontPage:fi', path: '/fi/asiointi/', Component: Page },
  { id: 'chat.onDemand:fi', path: '/fi/asiointi/chat/jono/:chatId', Component: Page },
  { id: 'myInformation.contact:fi', path: '/fi/asiointi/omat-tiedot', Component: Page },
];

/**
 * As the portal's: a root route, and a layout whose pages are added on the first navigation to
 * each, so that the router starts with a match that is not the page's.
 */
function portalLikeRouter(): PortalRouter {
  const router = createMemoryRouter(
    [
      { path: '/', Component: Page },
      { Component: Page, children: [{ id: 'pages', children: [] }] },
    ],
    {
      initialEntries: ['/fi/asiointi/'],
      patchRoutesOnNavigation: ({ path, patch }) => {
        const page = pages.find((each) => matchPath(each.path, path));
        if (page) patch('pages', [page]);
      },
    },
  );
  return router;
}

afterEach(() => {
  sendReportsTo(undefined);
  setCurrentPatientKey('main');
});

describe('page views', () => {
  it('reports the pages seen before the telemetry loaded, each for its patient and in its language, then the later ones', async () => {
    const router = portalLikeRouter();
    // As the start keeps them until the telemetry has loaded: from before the router has found
    // the first page's route.
    const seen: SeenPage[] = [{ state: router.state, patientKey: 'main' }];
    let patientKey: SeenPage['patientKey'] = 'main';
    const stopKeeping = router.subscribe((state) => {
      seen.push({ state, patientKey });
    });
    router.initialize();
    await vi.waitFor(() => {
      expect(router.state.initialized).toBe(true);
    });
    patientKey = 'principal:7';
    setCurrentPatientKey('principal:7');
    await router.navigate('/fi/asiointi/chat/jono/4711?tunniste=x');
    stopKeeping();
    setCurrentPatientKey('main');

    // What other tests left held is not this test's.
    sendReportsTo(() => undefined);
    const sent: Report[] = [];
    sendReportsTo((report) => sent.push(report));
    const patterns: string[] = [];
    reportPageViews({
      router,
      seen,
      environment: currentEnvironment(),
      // The patient has since switched to Swedish: each page keeps its own language.
      language: () => 'sv',
      onPage: (pattern) => patterns.push(pattern),
    });
    await router.navigate('/fi/asiointi/omat-tiedot');

    expect(
      sent.map(
        (report) =>
          report.type === 'page-view' && [report.routeKey, report.patientType, report.language],
      ),
    ).toEqual([
      ['frontPage', 'main', 'fi'],
      ['chat.onDemand', 'principal', 'fi'],
      ['myInformation.contact', 'main', 'fi'],
    ]);
    expect(patterns).toEqual([
      '/fi/asiointi/',
      '/fi/asiointi/chat/jono/:chatId',
      '/fi/asiointi/omat-tiedot',
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/4711|tunniste/);
    router.dispose();
  });
});
