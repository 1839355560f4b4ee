// The spec's numbers for onboarding (portal-shell.md §9).

/** K-15, P-36: how long a finished onboarding waits for its `OnboardingFinished` app event. */
export const ONBOARDING_FINISHED_WAIT_MS = 2_000;
