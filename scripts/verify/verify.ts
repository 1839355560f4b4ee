/**
 * npm run verify -- --contract <name> --target <base URL> [options] (npx asiointi-verify … stand-alone)
 *
 * Checks a running backend against one contract of openapi/ (see scripts/verify/ and
 * docs/verify.md). Exit status 0 when every answer keeps the contract (with --spec-only: when
 * none breaks the spec), 1 on a violation or a likely misconfiguration, 2 on a usage error or a
 * target that cannot be reached.
 */
import { parseArgs } from 'node:util';
import { contractNames } from '../../src/api/contracts.ts';
import { isContractName } from './contract.ts';
import { loadFixtures, type Fixtures } from './fixtures.ts';
import { summary, writeJsonReport } from './report.ts';
import { verify } from './run.ts';
import { defaultAppOrigin, defaultIssuer } from './sign-in-defaults.ts';

/** How the command is run: `npm run verify --` in the portal, the package's own name stand-alone. */
const command = process.env.VERIFY_COMMAND ?? 'npm run verify --';

const usage = `Usage: ${command} --contract <name> --target <base URL> [options]

  --contract <name>          one of ${contractNames.join(', ')}
  --contract-file <file>     that contract's document, if not the one shipped (same operations)
  --target <base URL>        the contract's base URL, e.g. https://api.dev.example/patient/v1
  --target <operationId>=<URL>
                             the base of one operation that has a base of its own
                             (patient listCustomerInfoConsents, identity getOnBehalfOfToken);
                             repeat for each; without it the operation goes to the main target
  --token <bearer>           the person's access token, sent as Authorization: Bearer
  --as <test person>         sign in at the local sign-in provider as this test person
                             (key such as mainUser, or the full name) and use their token
  --sign-in <issuer URL>     the sign-in provider for --as (default ${defaultIssuer})
  --app-origin <URL>         the portal origin whose callback it accepts (default ${defaultAppOrigin})
  --service-token <bearer>   the bearer of operations authenticated as a service (feedback);
                             --token by default
  --subscription-key <key>   the API gateway subscription key (Ocp-Apim-Subscription-Key)
  --negative                 also send invalid inputs; each must be refused with a declared 4xx
  --only <operationId>       only this operation; repeat for more
  --fixtures <file>          your own ids, codes and bodies per operation, with the status each
                             expects (JSON or YAML; see docs/verify.md)
  --spec-only                pass when only our proposals (x-proposal) are broken
  --lang fi|sv|en            the Accept-Language of every request (default fi)
  --show-values              print the answers' values in violations (they may be personal data)
  --json <file>              also write the report as JSON
  --help

Exit status: 0 pass, 1 violations or a likely misconfiguration, 2 usage error or unreachable target.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      contract: { type: 'string' },
      'contract-file': { type: 'string' },
      target: { type: 'string', multiple: true },
      token: { type: 'string' },
      as: { type: 'string' },
      'sign-in': { type: 'string' },
      'app-origin': { type: 'string' },
      'service-token': { type: 'string' },
      'subscription-key': { type: 'string' },
      negative: { type: 'boolean' },
      only: { type: 'string', multiple: true },
      fixtures: { type: 'string' },
      'spec-only': { type: 'boolean' },
      lang: { type: 'string' },
      'show-values': { type: 'boolean' },
      json: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { values } = parsed;
if (values.help) {
  console.info(usage);
  process.exit(0);
}
const contract = values.contract;
if (contract === undefined || !isContractName(contract)) {
  fail(`--contract must be one of ${contractNames.join(', ')}`);
}
let target: string | undefined;
const operationTargets: Record<string, string> = {};
for (const value of values.target ?? []) {
  const perOperation = /^([A-Za-z][\w-]*)=(.+)$/.exec(value);
  if (perOperation?.[1] !== undefined && perOperation[2] !== undefined) {
    operationTargets[perOperation[1]] = perOperation[2];
  } else if (target === undefined) {
    target = value;
  } else {
    fail('give one --target <base URL> (and --target <operationId>=<URL> for other bases)');
  }
}
if (target === undefined || !URL.canParse(target)) {
  fail('--target <base URL> is required (an absolute URL)');
}
if (values.token !== undefined && values.as !== undefined) {
  fail('give --token or --as, not both');
}
const languages = ['fi', 'sv', 'en'];
if (values.lang !== undefined && !languages.includes(values.lang)) {
  fail(`--lang must be one of ${languages.join(', ')}`);
}
let fixtures: Fixtures | undefined;
if (values.fixtures !== undefined) {
  try {
    fixtures = loadFixtures(values.fixtures);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

let token = values.token;
if (values.as !== undefined) {
  try {
    // Loaded only for --as: it needs the portal's mock stack, which the stand-alone package lacks.
    const { signInAs } = await import('./sign-in.ts');
    token = await signInAs(values.as, {
      ...(values['sign-in'] === undefined ? {} : { issuer: values['sign-in'] }),
      ...(values['app-origin'] === undefined ? {} : { appOrigin: values['app-origin'] }),
    });
    console.info(`Signed in as ${values.as} at ${values['sign-in'] ?? defaultIssuer}.`);
  } catch (error) {
    console.error(
      `--as ${values.as}: signing in failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(2);
  }
}

try {
  const report = await verify({
    contract,
    ...(values['contract-file'] === undefined ? {} : { contractFile: values['contract-file'] }),
    target,
    operationTargets,
    ...(token === undefined ? {} : { token }),
    ...(values['service-token'] === undefined ? {} : { serviceToken: values['service-token'] }),
    ...(values['subscription-key'] === undefined
      ? {}
      : { subscriptionKey: values['subscription-key'] }),
    negative: values.negative ?? false,
    ...(values.only === undefined ? {} : { only: values.only }),
    ...(fixtures === undefined ? {} : { fixtures }),
    ...(values.lang === undefined ? {} : { language: values.lang }),
    specOnly: values['spec-only'] ?? false,
    showValues: values['show-values'] ?? false,
  });
  console.info(summary(report));
  if (values.json !== undefined) {
    writeJsonReport(report, values.json);
    console.info(`Report written to ${values.json}.`);
  }
  // exitCode, not exit(): a piped stdout is written asynchronously and exit() would cut it.
  process.exitCode = report.passed ? 0 : 1;
} catch (error) {
  // An unreachable target names itself; any other error is a contract or usage problem.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
