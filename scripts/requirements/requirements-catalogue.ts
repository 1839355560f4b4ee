// The requirement catalogue (REQUIREMENTS.md of the spec) as the index knows it: each id with one
// line (at most 100 characters) in our words of what the portal does for it, not the spec's text.
// scripts/requirements/requirements-index.ts reads it; an id the code carries must be here.

/** The catalogue's groups, in its order: id prefix and title. */
export const requirementGroups = [
  { prefix: 'C', title: 'Contracts and API calls' },
  { prefix: 'R', title: 'Routing, languages and environments' },
  { prefix: 'S', title: 'Sign-in and session' },
  { prefix: 'P', title: 'Patient context, principals, add-principal, onboarding' },
  { prefix: 'H', title: 'Header, footer, shared screens and dialogs' },
  { prefix: 'F', title: 'Forms: contact form, consents, insurances, profile' },
  { prefix: 'B', title: 'Feedback, app events and analytics' },
  { prefix: 'Q', title: 'Chat service' },
  { prefix: 'O', title: 'Occupational health and the self-triage survey frame' },
  { prefix: 'E', title: 'Error catalogue and error mapping' },
  { prefix: 'K', title: 'Constants and limits' },
  { prefix: 'A', title: 'Accessibility behaviour' },
  { prefix: 'NS', title: 'Not shown in the specification (our proposals)' },
  { prefix: 'AMB', title: 'Contradictions and ambiguities' },
] as const;

/** Every requirement id of the catalogue, with a one-line summary. */
export const requirements: Readonly<Record<string, string>> = {
  'C-01': 'Loads the topics for the chat front page and topic pages.',
  'C-02': 'Loads the UI categories that group chats on a topic page.',
  'C-03': 'Lists the chat queues for a visitor.',
  'C-04': 'Loads one chat queue for a visitor; 404 and 403 have their own views.',
  'C-05': "Polls the open queues' status (open, length, wait), skipping entries of length -1.",
  'C-06': "Lists the signed-in user's chat queues.",
  'C-07': 'Loads one chat queue for the signed-in user.',
  'C-08': 'Tells the backend an on-demand chat session started.',
  'C-09':
    'Checks a chat code (signed in only), telling invalid, expired, rate-limited and failed apart.',
  'C-10': "Loads the signed-in patient's remote appointments for the appointments list.",
  'C-11': 'Loads one appointment for its reception route, again when its chat opens.',
  'C-12': "Fetches a chat's secure metadata for the chat widget.",
  'C-13':
    'Reads the payment method (not set, paper or online) that the online-payment states show.',
  'C-14': 'Saves the payment method when the user turns online payment on or off.',
  'C-15': 'Asks, with the main token, which occupational section the patient sees.',
  'C-16': "Reads the patient's age and gender for the survey frame's Init message.",
  'C-17': 'Loads the consent categories in the page language.',
  'C-18': "Saves one consent category's consents.",
  'C-19': 'Loads the insurances for my information and the direct-compensation dialog.',
  'C-20': 'Saves each insurance switch on its own, and says so when a save fails.',
  'C-21':
    "Reads the patient's profile for onboarding and the contact form; 404 means a new patient.",
  'C-22': 'Creates the profile of a new patient.',
  'C-23': 'Saves updated contact information.',
  'C-24': 'Reads whether the main user has accepted the terms of use, for the onboarding redirect.',
  'C-25': "Loads the customer-info service's consents list.",
  'C-26': "Posts to the identity service's `oauth/token`, reading a token or an OAuth error.",
  'C-27': "Exchanges the add-principal authorization code for the identity service's token.",
  'C-28': 'Trades the identity token for an on-behalf-of token at the on-behalf-of service.',
  'C-29':
    "Loads the principals with the main user's token, for principal selection and direct compensation.",
  'C-30': 'Registers a principal who already has a profile.',
  'C-31': 'Fetches the session info that starts the add-principal flow.',
  'C-32':
    "Exchanges the main user's token for a principal's token, cached per principal until it expires.",
  'C-33':
    'Reads identity errors as `error` and `error_description`, with a fixed status for each code.',
  'C-34':
    'Posts the `Login` and `OnboardingFinished` app events with keepalive; a failure is only logged.',
  'C-35': 'Sends feedback to the external feedback service at a configured address.',
  'C-36': 'Asks the online service API whether a maintenance break is on.',
  'C-37': "Reads the sign-in provider's discovery document.",
  'C-38': "Reads the sign-in provider's key set to check its tokens.",
  'C-39': "Reads the signed-in user's claims from the provider's userinfo endpoint.",
  'C-40': "Exchanges the sign-in code for tokens at the provider's token endpoint.",
  'C-41': "Refreshes tokens at the provider's token endpoint.",
  'C-42': 'Revokes the tokens at the provider on sign-out.',
  'C-43': 'Starts sign-in at the authorization endpoint with PKCE, the language and `max_age`.',
  'C-44': "Signs out at the provider's end-session endpoint, which returns to the login page.",
  'C-45': 'Sends the user to the external page that authorizes acting for a principal.',
  'R-01': 'A patient e-service portal: remote appointments and chat, payments, messages, own data.',
  'R-02': 'Booking is a separate application; the portal only links to it.',
  'R-03': 'The portal speaks Finnish (the default), Swedish and English.',
  'R-04': 'The portal knows five environments, local to prod; the shared shell defaults to prod.',
  'R-05':
    "Runs in web mode with its own header, or embedded in the native app with the host's context.",
  'R-06': 'The route base of each language: `/fi/asiointi/`, `/sv/e-tjanster/`, `/en/e-services/`.',
  'R-07': 'Picks the language from the `language` query, then the path, else Finnish.',
  'R-08': 'The front page is the default service; the base path tells the current one.',
  'R-09': 'An `env` query parameter overrides the environment for the rest of the session.',
  'R-10': 'Sends a browser without `ResizeObserver` to the outdated-browser page.',
  'R-11': 'The front page has no service segment in any language.',
  'R-12': 'The chat service segment in fi, sv and en.',
  'R-13': 'The coaching programs service segment in fi, sv and en.',
  'R-14': 'The identification service segment in fi, sv and en.',
  'R-15': 'The messages service segment in fi, sv and en.',
  'R-16': 'The my events service segment in fi, sv and en.',
  'R-17': 'The my information service segment in fi, sv and en.',
  'R-18': 'The occupational health service segment in fi, sv and en.',
  'R-19': 'The onboarding service segment, the same in every language.',
  'R-20': 'The payments service segment in fi, sv and en.',
  'R-21': 'The exercises service segment in fi, sv and en.',
  'R-22': 'The self-triage service segment (`new-symptom`) in fi, sv and en.',
  'R-23': 'The surveys service segment in fi, sv and en.',
  'R-24': 'The visits service segment in fi, sv and en.',
  'R-25': "The 'log in' identification page, at its own path in fi, sv and en.",
  'R-26': "The 'you logged out' page, at its own path in fi, sv and en.",
  'R-27':
    "The 'you were logged out' page a session timeout leads to, at its own path in fi, sv and en.",
  'R-28': 'The silent sign-in callback page sits under the identification path.',
  'R-29':
    "The environment config's base URLs and client ids: APIs, booking, www, payments and others.",
  'R-30': "The environment config's self-triage survey settings: organisation and address.",
  'R-31': "The environment config's analytics id and address.",
  'R-32': "The environment config's cookie-consent script address.",
  'R-33': "The environment config's sign-in provider and client id.",
  'R-34': "The environment config's token audience for the principal token exchange.",
  'R-35': "The environment config's feedback service tags.",
  'R-36': 'Chat-service routes have a path per language, with `:name` parameters.',
  'R-37': 'The chat front page route, `main`.',
  'R-38': 'The topic route `topic/:topicId`, a number or `occupational`.',
  'R-39': 'The chat service `login` route.',
  'R-40': 'The direct-compensation route `direct-compensation/:insuranceProvider`, for `if` only.',
  'R-41': 'The principal-selection route of direct compensation, `…/:insuranceProvider/child`.',
  'R-42': "The principal's direct-compensation enabling route, under `…/child/enabling`.",
  'R-43': 'The chat-code route, `code`.',
  'R-44': 'The session route of a chat opened by code, `code/:chatId/reception`.',
  'R-45': 'The on-demand chat info page, with an optional `selfTriageId`.',
  'R-46':
    'The live on-demand chat route `queue/:chatId/reception`, with an optional `selfTriageId`.',
  'R-47': 'The queue page `queue/:chatId`.',
  'R-48': 'The pre-questionnaire route `queue/:chatId/symptom-assessment`.',
  'R-49': 'The pre-questionnaire consent route `queue/:chatId/symptom-assessment/consent`.',
  'R-50': 'The pre-questionnaire survey route `queue/:chatId/symptom-assessment/survey`.',
  'R-51': 'The appointment session route `appointment/:identifier/reception`.',
  'R-52': 'The family-member onboarding route `family-members/onboarding`.',
  'R-53': 'Accepts only `if` as the direct-compensation insurer in the route.',
  'R-54': 'Reads topic and chat ids from the route as numbers.',
  'R-55': "An unknown address shows the not-found page with a way home, and logs 'no match found'.",
  'R-56': 'The coaching area path the portal links to.',
  'R-57': 'The my-events area paths the portal links to.',
  'R-58':
    'My information opens at the section its URL hash names, such as family members or consents.',
  'R-59': 'My information has its own route for updating contact information.',
  'R-60': 'The payments area paths the portal links to.',
  'R-61': 'The self-triage area path the portal links to.',
  'R-62': 'The surveys area paths the portal links to.',
  'R-63': 'The messages area paths the portal links to.',
  'R-64': 'The visits area paths the portal links to, by web code.',
  'R-65': 'The occupational-health area paths the portal links to.',
  'S-01': 'Users sign in with strong identification only.',
  'S-02':
    'Outside production, signs in through a fake bank identity provider unless a setting turns it off.',
  'S-03': 'A visitor sees public pages and a login button only.',
  'S-04': "Pages that need the user's data send a visitor to login (NS-47).",
  'S-05': 'After sign-in, returns the user to the page they came from, or to the front page.',
  'S-06': "A failed sign-in returns to the login page with the provider's error.",
  'S-07':
    'Sends a user whose session cannot be renewed silently to login, with the page to return to.',
  'S-08': 'Keeps the page to return to after sign-in in session storage.',
  'S-09': 'Sign-out returns to a login address of the portal.',
  'S-10':
    'The login page: title, description, login button, security note and help with a phone number.',
  'S-11': 'The login page tells about the mobile app, with store links.',
  'S-12': "The login page shows the sign-in error's code, description and uri in an error box.",
  'S-13':
    "The login page's cancel button goes back (or to `returnTo`), hidden when sign-in is required.",
  'S-14': 'Shows a spinner on the login button and disables it while signing in.',
  'S-15':
    'Login and continue each show loading, success or error; an error without text says login failed.',
  'S-16': "Keeps the session's idle timeout and expiry (and the sign-out time) in local storage.",
  'S-17':
    'Signed out, or signed in until an idle timeout and an expiry; each stage pending or complete.',
  'S-18': "The signed-in user record: the provider's tokens, profile, expiry and session state.",
  'S-19': 'A session lasts 20 idle minutes, and 2 hours at most.',
  'S-20': 'Renewing the session moves the idle timeout, never past the 2-hour expiry.',
  'S-21':
    'Timeout, clear and sign-out remove the stored session in this tab and in every other tab.',
  'S-22': 'When the session has lived its `ttl`, signs the user out to the timeout page.',
  'S-23':
    'A silent renewal that needs sign-in times the session out if it had a token, else clears it.',
  'S-24': 'Retries a silent sign-in that timed out after 5 seconds.',
  'S-25':
    'Signs out from one tab only: it flags the sign-out, stamps the time and tells the other tabs.',
  'S-26': 'Staggers sign-out across tabs: 500 ms plus a random wait, longer in a hidden tab.',
  'S-27':
    'An interactive sign-in forces fresh authentication (`max_age` 0); a silent one does not.',
  'S-28':
    'Knows whether someone is signed in from the stored session, or from a sign-in code in the URL.',
  'S-29':
    'Starts as pending signed-in where sign-in is required or expected, else as pending signed-out.',
  'S-30': 'Signing out clears the chosen patient, the contact-update state and the session.',
  'S-31': 'Renews the session silently on user activity, at most once every 5 minutes.',
  'S-32': 'Keeps the session alive: renews it at once, then every 5 minutes until sign-out.',
  'S-33': 'At most one session dialog shows: none, timeout or expiration.',
  'S-34': 'Shows a session dialog 2 minutes before the session ends, by timeout or expiry.',
  'S-35':
    'Shows the timeout dialog when there is time left to continue, else the expiration dialog.',
  'S-36': "The 'do you want to continue?' dialog, with a countdown in minutes and seconds.",
  'S-37':
    'Closing or continuing the timeout dialog both continue the session, showing a spinner or an error.',
  'S-38': 'Continue renews the session silently; if that fails, the dialog shows an error.',
  'S-39': "The 'your session is ending' dialog, closed only by signing in again or signing out.",
  'S-40':
    'Reads the sign-in answer: a `code` means success, an `error` a failure with its details.',
  'S-41': 'Accepts a sign-in answer only for its own state, client and provider, with a subject.',
  'S-42': 'Signs in only with the authorization-code flow and PKCE (S256).',
  'S-43': 'Refuses to get a token while signed out.',
  'S-44': 'In the native app, takes the token, patient and supported features from the host.',
  'S-45': 'Silent sign-in goes through the OIDC client library.',
  'P-01': 'A user acts for themselves or on behalf of another person, such as a child.',
  'P-02':
    'The patient is the main user or a principal (or, in onboarding, a principal being registered).',
  'P-03': 'The patient choice and the add-principal transaction are stored under `tap.` keys.',
  'P-04': 'Choosing a patient stores it and sets a cookie saying whether a principal is acted for.',
  'P-05': 'The transient `register-principal` patient is never stored nor shared with other tabs.',
  'P-06': 'Other tabs follow a change of patient, except in the surveys app.',
  'P-07': 'The chosen patient is kept per tab and shared with the other tabs.',
  'P-08': 'In the native app, takes the patient from the host and offers no switching.',
  'P-09':
    'Decodes the stored patient choice against its schema; anything invalid means the main patient.',
  'P-10': 'The principal-selection modal lists the main user and their principals.',
  'P-11': 'The principal-selection modal can start adding a principal.',
  'P-12': 'Principal selection requires a choice; confirming without one says none was selected.',
  'P-13': "After a choice, confirms 'acting on behalf of' with the chosen person's name.",
  'P-14':
    "Opens principal selection before a chat starts when the URL's `selectChildFor` names that chat.",
  'P-15': 'The principal-selection modal offers help by the customer-service phone.',
  'P-16': 'Acts for a principal with an on-behalf-of token, exchanged and cached until it expires.',
  'P-17': "If a principal's token exchange fails, the main token is used instead.",
  'P-18':
    'Refuses a principal whose registry record is too old, saying they are over the age limit.',
  'P-19': 'Offers online payment for a principal only when `onlinePaymentAllowed` says so.',
  'P-20':
    "Registers a new principal during onboarding with the add-principal flow's registration token.",
  'P-21':
    'Adding a principal starts by fetching session info and keeping it for the return (`tap.obo.v1`).',
  'P-22':
    'Sends the user to authorize a principal, with a random 15-character state checked on return.',
  'P-23': 'Reads the add-principal return: a code and state, or an error with its details.',
  'P-24':
    'On return, checks the state, then exchanges the code and then the identity token for the principal.',
  'P-25': 'After authorization, registers a principal who has a profile, else onboards them.',
  'P-26': 'After adding a principal, switches to acting for them.',
  'P-27': 'After the exchange, clears the stored session info and the `obo_*` query parameters.',
  'P-28':
    'Family-member onboarding at `family-members/onboarding`: contact details, then consents.',
  'P-29':
    'Sends someone not registering a principal from family-member onboarding to the front page.',
  'P-30':
    'Onboarding knows five starting points, from an existing main user to a new principal patient.',
  'P-31': 'Treats a patient without a profile as new, for the main user and for a principal alike.',
  'P-32': 'A principal is expected to have a profile; one without is handled as an error (NS-39).',
  'P-33':
    'Sends a main user with missing contact details to onboarding, to come back where they were.',
  'P-34': 'Sends a main user who has not accepted the terms of use to onboarding as well.',
  'P-35': 'Does not redirect to onboarding a user who is already in it.',
  'P-36':
    'Ends onboarding with the `OnboardingFinished` event, waits at most 2 s, then returns the user.',
  'P-37':
    'In onboarding, Back goes one step back; Abort returns to the main patient and where they came from.',
  'H-01': "The header's service menu: front page, booking, chat, my events, payments and messages.",
  'H-02':
    'Each service-menu link has a path per language and a host per environment, prod by default.',
  'H-03': 'The signed-in user menu links to my information and offers sign-out.',
  'H-04': "The user menu's button shows the first given name; the menu shows the full name.",
  'H-05': "A visitor's header shows only a login button.",
  'H-06': "The header's external link returns to the main website.",
  'H-07': 'The language switcher links each of fi, sv and en to the same page in that language.',
  'H-08': 'Outside production, the header shows which environment this is.',
  'H-09': "Shows the 'act on behalf' button only when signed in; it opens principal selection.",
  'H-10': "The act-on-behalf button reads 'act on behalf' for oneself, else 'select principal'.",
  'H-11': "The main menu's sections collapse and expand, and start expanded.",
  'H-12': 'The footer shows the customer-service phone line with its call price.',
  'H-13': 'The footer links to other contact information.',
  'H-14': 'The footer shows the app-store badges.',
  'H-15': 'The footer lists its links in two columns from five links on, else in one.',
  'H-16': "The footer's legal links: price list, feedback, terms, privacy, accessibility.",
  'H-17': 'The footer shows a copyright.',
  'H-18':
    'During a maintenance break, shows the maintenance page with a call-customer-service button.',
  'H-19': 'The app-download banner with App Store and Google Play badges.',
  'H-20': 'The generic error page, with reload and back buttons.',
  'H-21':
    'The blocked page for a customer denied access: a title, an explanation and a link onward.',
  'H-22': 'Remote data is not asked, loading, loaded or failed; a failure offers a retry.',
  'F-01': 'A profile always has an id, a last name and the Kela card image flag.',
  'F-02': "The profile's optional fields, from given names to the contact check date.",
  'F-03':
    'Shows the consent categories and their consents, leaving out the two marketing categories.',
  'F-04': "The profile's other consent-like flags, their use left open by the spec (NS-40).",
  'F-05': 'Every contact field is required, except email for principals.',
  'F-06': 'Given names: 1 to 40 letters, spaces, commas, periods, apostrophes or hyphens.',
  'F-07': 'Last name: 1 to 40 characters, as for given names.',
  'F-08': 'Given names and last name together: at most 40 characters.',
  'F-09': 'Street address: 1 to 30 letters, digits, spaces and common punctuation.',
  'F-10': 'Post code: five digits, not 00000.',
  'F-11': 'Post office: 1 to 30 characters of words joined by space, hyphen, apostrophe or period.',
  'F-12': 'Phone: 5 to 12 digits or plus; spaces between digits are dropped.',
  'F-13': 'Email: at most 100 characters, a valid address, else a pattern error.',
  'F-14': 'Validates in a fixed order; the first failing check gives the message.',
  'F-15': 'The form validation messages: missing, pattern, too short, too long, names too long.',
  'F-16': 'Fields are validated as they change.',
  'F-17':
    "For a principal, the registry's names are read-only and not required; email is optional.",
  'F-18': 'Marks each field a server 400 names as invalid and moves focus to the first one.',
  'F-19':
    'Creating a profile needs name, address, phone and email; an update sends only editable fields.',
  'F-20': 'Saves consents per category, sending every consent of that category.',
  'F-21': 'Forms show their save state: nothing, an error with a retry, or saved.',
  'F-22': 'A text field has an id or a name, and may count its characters against the limit.',
  'F-23':
    'A Finnish personal identity code checker: format, century marker, date and check character.',
  'B-01': 'A feedback carries a score, comment, date, client-made id and tags.',
  'B-02': 'Recommendation feedback (`nps`) is a 0 to 10 scale.',
  'B-03': 'Customer-effort feedback (`ces`) is a 1 to 5 scale of five smileys.',
  'B-04': 'Open feedback is free text with no score.',
  'B-05': 'Gives each feedback an id of its type, a timestamp and a random suffix.',
  'B-06':
    'Tags each feedback with service, trigger, environment, language, device, browser and visitor.',
  'B-07': 'Feedback comes as a dialog the portal opens, or one the user opens from the footer.',
  'B-08': 'Sends an `nps` or `ces` score as soon as it is chosen, with no separate submit.',
  'B-09': 'After the first send, keeps the feedback id and locks the score.',
  'B-10': 'Sends a follow-up comment as an update of the same feedback.',
  'B-11': 'After open feedback or a comment is sent, resets the form and says thank you.',
  'B-12': 'Ignores a second feedback send while one is on its way.',
  'B-13':
    'After a chat ends, asks for customer-effort feedback if the last feedback is over 60 days old.',
  'B-14': 'Open feedback needs text; a blank field is marked invalid and focused.',
  'B-15': 'A comment on `nps` or `ces` feedback is optional.',
  'B-16': "The feedback form does its own validation, not the browser's.",
  'B-17': 'The feedback form reminds the user not to write personal data.',
  'B-18': 'Analytics events carry the category `tap`, the patient type and the service area.',
  'B-19': 'Page views and events go to the tag manager and the web-analytics queue.',
  'B-20': 'Telemetry sets no cookies and tracks fetches, not XHR.',
  'B-21': 'Chat analytics timers fire every 20 minutes; a remote reception reports price 40.',
  'Q-01':
    'The chat service: topics, on-demand and code chats, appointments, direct compensation and more.',
  'Q-02': 'Signed-in customers chat with on-demand queues and join booked video appointments.',
  'Q-03': 'The user picks a topic, then an on-demand chat, a chat by code or an appointment.',
  'Q-04':
    'Visitors see public descriptions and sign-in prompts; signed-in users see their own data.',
  'Q-05':
    'Appointments, codes, on-demand chats and occupational content are for signed-in users only.',
  'Q-06':
    'The chat front page: appointments, occupational section, topics, call-to-action cards, matters.',
  'Q-07':
    "After a chat, a 'session ended' dialog with my events, payment instructions and booking links.",
  'Q-08': 'Tells on the front page that a direct-compensation enabling was left unfinished.',
  'Q-09': 'The topic list has an anchor named in the page language.',
  'Q-10': 'The topic page: breadcrumbs, title, description and the chats grouped by category.',
  'Q-11':
    'Each chat is an accordion section, opened by the URL hash of its id and writing it back.',
  'Q-12': 'A topic with no chats shows a warning and the call-to-action cards.',
  'Q-13': 'A topic that does not exist shows a topic-not-found page.',
  'Q-14':
    'Chat detail shows name and description; a description over 120 characters can be expanded.',
  'Q-15': 'Chat detail says whether the chat is open now, from its opening hours.',
  'Q-16': 'Chat detail shows the price in euros and its description; no price or 0 means free.',
  'Q-17': 'Chat detail has a start button.',
  'Q-18': 'Chat detail offers the online-payment switch to signed-in users who pay for the chat.',
  'Q-19': 'Chat detail shows a disclaimer when the chat has one.',
  'Q-20':
    'The chat as screens use it: its texts, topic, category, opening hours, price and who pays.',
  'Q-21':
    'A chat has a kind (HTIA, service or call request, other) and a type (on demand, code, appointment).',
  'Q-22': 'Maps a queue category to a customer type; an orderable chat is one the user pays.',
  'Q-23': 'An appointment carries its start time, and `ended` besides the statuses received.',
  'Q-24': 'The code page: one field and a check button; a valid code opens its chat.',
  'Q-25': 'A chat code is not checked, valid, or invalid (perhaps worth a retry).',
  'Q-26': 'A failed code check marks the code invalid, with a retry where it helps.',
  'Q-27': 'Checks the code field when it loses focus; editing it clears the error.',
  'Q-28':
    'Requires the chat code: an empty check says so and focuses the field; a failure names its cause.',
  'Q-29':
    "Enables an insurer's direct compensation: one saved switch per insurance, then the insurer's chat.",
  'Q-30': "For a principal's direct compensation, the user first chooses the principal.",
  'Q-31':
    'Next needs every direct-compensation insurance switched on; one left off says it is required.',
  'Q-32': 'Shows online payment as being checked, enabled (`online`) or not enabled.',
  'Q-33': 'Shows the online-payment panel while online payment is not enabled or not available.',
  'Q-34': 'Turning online payment on saves `online` and says whether it worked.',
  'Q-35': 'Warns about the paper invoice fee while payment by paper invoice is in effect.',
  'Q-36': 'The start button is disabled while the queue is closed.',
  'Q-37': 'A visitor signs in before starting an on-demand chat.',
  'Q-38':
    'The start button says what starts: a chat, a service request, a call request, or login first.',
  'Q-39': 'A queue of kind `HTIA` goes through the pre-questionnaire before its chat.',
  'Q-40':
    'For a child-chat topic, someone who can act for others first chooses whom the chat is for.',
  'Q-41': 'Opening an on-demand chat session tells the backend the chat started.',
  'Q-42': 'Shows a live session full screen, with an info button that opens the help guide.',
  'Q-43':
    "Embeds the chat vendor's widget, loaded at runtime, with the queue's ids and secure metadata.",
  'Q-44': 'Plays a sound for a new chat message while the page is hidden or out of focus.',
  'Q-45': 'Unread messages change the tab title and favicon.',
  'Q-46': 'Warns before the user leaves a page with a live chat session.',
  'Q-47': 'Shows a failure view when the remote reception fails.',
  'Q-48': 'Session pages hide the side navigation.',
  'Q-49': 'A session moves from queueing to chatting when the specialist joins or rejoins.',
  'Q-50':
    'Closing a session returns to the chat front page, with the chat if the specialist had joined.',
  'Q-51':
    'A failed session shows as failed, emits `remote-reception-failed` and is reported as critical.',
  'Q-52':
    "Opens an available appointment's visit page by its web code; otherwise returns to the front page.",
  'Q-53':
    'Refreshes an appointment 1 s after its chat opens, unless that is past or over 2 days away.',
  'Q-54': 'An appointment turns ended when its duration has passed from its start, on a timer.',
  'Q-55': 'An appointment not ended is available or not yet available.',
  'Q-56': 'Refuses an appointment whose status or data it does not know, rather than guessing.',
  'Q-57': "Polls the registered queues' status every 15 s while the page is visible.",
  'Q-58': 'Queue polling stops while the page is hidden and resumes when it shows.',
  'Q-59': 'A failed status poll is reported; the last statuses stay and polling goes on.',
  'Q-60': "A closed queue's wait time reads 'closed'.",
  'Q-61': "An empty queue or zero wait reads 'none'.",
  'Q-62': 'Without an estimate, shows the queue length.',
  'Q-63': "A wait up to 30 minutes reads 'less than N min', rounded up to 5 minutes.",
  'Q-64': "A wait over 30 minutes reads 'more than 30 min'.",
  'O-01': 'Occupational health may offer a self-triage symptom survey.',
  'O-02':
    'Offers a start-self-triage link when the patient has a guidance form and self-triage is visible.',
  'O-03': 'Shows a booking link to a patient with a guidance form but no self-triage.',
  'O-04': 'Shows the occupational chat list in every other case.',
  'O-05': 'Starts self-triage with a consent page whose checkbox must be ticked to go on.',
  'O-06': 'Embeds the symptoms survey in a sandboxed frame.',
  'O-07':
    'Shows an error page with a way back when the survey frame fails to load or reports an error.',
  'O-08':
    'Gives the survey frame its API base and headers (subscription key, bearer token) from config.',
  'O-09': 'Starts the survey with age, gender (as `M` or `N`) and config in the Init message.',
  'O-10':
    "When the survey succeeds, opens the chat with the survey's session id as `selfTriageId`.",
  'O-11': "Closes the survey on the frame's Close message.",
  'O-12': 'Resizes the survey frame on its Layout message, at most every 32 ms.',
  'O-13': "Scrolls the page to the top on the survey frame's ScrollToTop message.",
  'O-14': "Handles the survey frame's Navigation message.",
  'O-15': 'Logs a survey frame message of an unknown type.',
  'O-16': "Handles the survey frame's messages one at a time, in the order they arrived.",
  'O-17': 'A self-triage recommendation is full or empty.',
  'O-18': 'A self-triage recommendation has a triage level of 1 to 10, or a description.',
  'O-19': 'Recommended services: id, type, channel, title, description and promotion.',
  'O-20':
    'The recommendation also tells remote-care, limited-service and sick-leave possibilities.',
  'O-21': 'An occupational contract: id, type, name, locations, care team and constraints.',
  'O-22': "A contract's constraints, each applied, not applied or unknown.",
  'O-23': 'A contract location: name, address and city in three languages, post code.',
  'O-24': 'A care-team practitioner: id, names, title and source-system ids.',
  'O-25': 'A stored flag survives sign-in and then takes the user to the occupational chat list.',
  'O-26': 'The `occupational` topic lists the occupational (customer and orderable) chats.',
  'E-01': "Each service's error body shape, read by that service's decoder.",
  'E-02': "Shows 'login failed, try again' when sign-in fails without a message of its own.",
  'E-03': "Says 'unable to continue, try again soon' when continuing the session fails.",
  'E-04': 'Says when feedback could not be sent, and keeps the form so the user can try again.',
  'E-05': 'Empty open feedback marks the text field invalid.',
  'E-06': 'A failed app event is only logged as a warning; the user sees nothing and goes on.',
  'E-07': "Reports a failed session refresh as 'Failed to refresh session'.",
  'E-08':
    "Decodes every answer against its status's schema; a mismatch is an error naming URL and status.",
  'E-09': 'Tells the user when the sign-in provider did not answer in time.',
  'E-10': 'A silent sign-in frame that did not answer in time is a sign-in error.',
  'E-11': 'A blocked or closed sign-in popup is a sign-in error.',
  'E-12': 'Refuses a sign-in answer whose state does not match.',
  'E-13': 'Refuses a sign-in answer with no stored state; states over 15 minutes old are stale.',
  'E-14': 'Reads a sign-in error answer as `error` and `error_description`.',
  'E-15': 'Treats a sign-in answer without an id token as a sign-in error.',
  'E-16': 'Sign-in needs a secure context for its crypto; without one it fails with an error.',
  'E-17': "Shows 'Message not found' for a missing translation.",
  'E-18': 'Records a cancelled sign-in apart from a failed one, and offers to try again.',
  'E-19': "The patient API's error codes, each read from the answer's status and body.",
  'E-20': 'Any other patient API status becomes a backend error with its code and details.',
  'E-21': 'Shows the blocked page to a customer whose access is denied.',
  'E-22': 'Any other error shows the generic error page with reload and back, and is reported.',
  'E-23': 'Forms say when they fail to load, fail to save (with a retry) or have saved.',
  'E-24':
    'Principal errors: loading (with a retry), selecting and registering each have a message.',
  'E-25': "The add-principal flow's error codes and the three messages the user sees for them.",
  'E-26': 'A cancelled principal authorization says it was interrupted.',
  'E-27': "A state mismatch or a failed selection in add-principal shows 'connection error'.",
  'E-28': 'A principal over the age limit gets the over-age message.',
  'E-29': "Any other add-principal failure shows the 'connection error' message.",
  'E-30': "In the native app, refuses to go on without the host's app token.",
  'E-31': 'Treats a host token without a user id as a failure.',
  'E-32': 'Warns about and reports invalid values in an answer.',
  'E-33': 'A chat code the backend does not know is reported as invalid, with no retry.',
  'E-34': 'An expired chat code says so, with no retry.',
  'E-35': 'Too many chat-code tries shows a rate-limit message, with a retry.',
  'E-36': 'Any other chat-code failure shows a general error, with a retry.',
  'E-37': 'Says when the payment method could not be saved.',
  'E-38':
    "Maps payments errors: 400 with the server's message, 404 as not found, else a payment error.",
  'E-39': 'Shows a retryable error when the direct-compensation insurances fail to load.',
  'E-40': 'Says when a direct-compensation insurance switch could not be saved.',
  'E-41': 'A chat that is not found shows a message with the phone number, or a sign-in prompt.',
  'E-42':
    'A chat denied with 401 or 403 shows the no-access view, or a sign-in prompt to a visitor.',
  'E-43': 'Shows a retryable error when no chats are found.',
  'E-44': 'Asks a visitor to sign in to see all chats.',
  'E-45': 'Shows a retryable error when a chat fails to start.',
  'E-46': 'Shows a retryable error when the appointment queues fail to load.',
  'E-47': 'Shows a retryable error when the appointments fail to load.',
  'E-48': 'Shows an error with a retry when the occupational section fails to load.',
  'E-49': 'Any other chat failure shows the general chat error, with a retry.',
  'E-50': 'Shows a retryable error when self-triage fails.',
  'E-51': "Shows the failure view when the chat widget's site config fails to load.",
  'K-01': 'A session times out after 20 idle minutes and expires after 2 hours.',
  'K-02': 'Warns 60 seconds before the access token expires.',
  'K-03': 'A silent sign-in request times out after 10 s.',
  'K-04': 'A failed silent renewal is retried after 5 s.',
  'K-05': 'A stored sign-in state is stale after 15 minutes.',
  'K-06': 'Sign-out waits 500 ms before redirecting.',
  'K-07': 'Renews the session every 5 minutes.',
  'K-08': 'The session countdown ticks every second.',
  'K-09': 'A session dialog shows 2 minutes before the end, with a 30-second margin.',
  'K-10': 'Messages between tabs expire after 45 s (IndexedDB) or 60 s (local storage).',
  'K-11':
    'Asks to reconfirm contact details monthly in the test environments, yearly in production.',
  'K-12': 'Offers self check-in from 30 minutes before an appointment, when `selfCheckIn` is on.',
  'K-13': 'The customer-service phone line and its call price.',
  'K-14': '`nps` has 11 points (0 to 10), `ces` five (1 to 5).',
  'K-15': 'Onboarding waits at most 2 s for its finished notification.',
  'K-16': 'Asks for feedback at most every 60 days.',
  'K-17': 'The OAuth state is 15 random characters.',
  'K-18':
    'The contact field limits: names 40, street 30, post office 30, post code 5, phone 5–12, email 100.',
  'K-19': "Caches a principal's token until its `expires_in` has passed.",
  'K-20': 'The principal cookie: path `/`, the last two host labels as domain, secure.',
  'K-21':
    "Retries a failed load after 5 s (10 s on a slow link); 'still loading' after 3 s (5 s when slow).",
  'K-22': 'The design assets are version 14.',
  'K-23': 'Icons are 1.5rem.',
  'K-24': 'The breakpoints, from xxs 20em to xl 120em.',
  'K-25': 'Font weights: 300, 400, 700 and 900.',
  'K-26': 'Buttons come in four variants: primary, secondary and their negative forms.',
  'K-27': 'The UI states: default, hover, disabled, focus, active and checked.',
  'K-28': 'Static assets come from a versioned asset host.',
  'K-29':
    'The store badges link to the mobile app on the App Store and Google Play, labelled in 3 languages.',
  'K-30': 'Polls queue statuses every 15 s.',
  'K-31': 'Wait estimates up to 30 minutes, rounded up to 5-minute steps.',
  'K-32': 'Refreshes an appointment 1000 ms after its opening; no timer over 2 days.',
  'K-33': 'Shortens descriptions at 120 characters.',
  'K-34': 'A minutes helper rounding to 20, meaning unclear (AMB-18).',
  'K-35': 'Survey frame resizes at most every 32 ms.',
  'K-36': 'An accordion opens to at most 32rem, plus 100 px kept in reserve.',
  'K-37': 'Triage levels run from 1 to 10.',
  'K-38': "Shows dates as dd.MM.yyyy and times as H:mm, with 'today' or a weekday.",
  'K-39': "Each environment's default direct-compensation queue for the insurer `if`.",
  'K-40': "Production's chat queue and topic ids.",
  'K-41': "Staging's chat queue and topic ids.",
  'K-42': 'The chat queue and topic ids of the local, dev and test environments.',
  'A-01': 'A skip link, first in tab order, moves focus to the main content.',
  'A-02': 'Menus tell screen readers when they open and close.',
  'A-03': 'Escape closes an open menu.',
  'A-04': 'A modal dialog keeps Tab and Shift+Tab inside itself.',
  'A-05': 'While a modal is open, the rest of the page is hidden from assistive technology.',
  'A-06': 'Closing a modal returns focus to where it was before.',
  'A-07':
    'A modal closes on Escape or an overlay click, unless the dialog turns overlay closing off.',
  'A-08': 'Dialog ids start with `ds-` unless given.',
  'A-09':
    'After a retry, moves focus to the loaded content, or back to the retry button if it failed again.',
  'A-10': 'The session-expiration dialog does not close on Escape or an overlay click.',
  'A-11': 'A validation error moves focus to the field it concerns.',
  'NS-01': 'Chat-service paths: English as the spec gives them, ASCII slugs in fi and sv.',
  'NS-02':
    'Starting a chat sends the self-triage id and chat code as JSON; the token names the patient.',
  'NS-03': "Passes a chat's secure metadata to the widget as is: never parsed, logged or cached.",
  'NS-04': "One config per environment with each API's HTTPS base and client id.",
  'NS-05':
    'The silent-renew and sign-in callback pages sit under the identification path of each language.',
  'NS-06': 'The customer-info consents list: by language, bearer token, a list of consents.',
  'NS-07':
    'One customer-service phone number from config, in display and `tel:` forms, used everywhere.',
  'NS-08':
    'Other service areas are out of scope; the shell routes to them and gives them header and footer.',
  'NS-09': "Every text is an i18n key in fi, sv and en; a missing key shows 'Message not found'.",
  'NS-10': 'Keeps the personal identity code checker as a shared utility; no current form uses it.',
  'NS-11':
    'Loads design assets from a configured host, versioned, with modern image formats first.',
  'NS-12':
    'Checks for a maintenance break on start, on navigation (at most once a minute) and every 5 min.',
  'NS-13': 'Maps the chat calls 001 names to the documented endpoints.',
  'NS-14':
    'Chat-v4 answers JSON arrays and objects, ISO 8601 times, waits in seconds, prices in euros.',
  'NS-15':
    'Sends the API subscription key as `Ocp-Apim-Subscription-Key`, from the environment config.',
  'NS-16': 'Sends the client as `{mode};{device};{browser}`, derived as for the feedback tags.',
  'NS-17': 'The principal token exchange uses the RFC 8693 token-exchange grant and token types.',
  'NS-18':
    "Names the portal's storage entries with the `tap.` prefix (session, sign-out, feedback, patient).",
  'NS-19':
    'Keeps the chosen patient and the add-principal transaction (15 min at most) in sessionStorage.',
  'NS-20': 'The local and dev environments use the test hosts, taken from config.',
  'NS-21':
    'Sends the `Login` app event once per interactive sign-in, never on renewal or a tab sync.',
  'NS-22':
    'Tags feedback with `key:value` strings: service, trigger, environment, language, device, browser.',
  'NS-23': 'A feedback id is `{type}-{Date.now()}-{8 random base36 characters}`.',
  'NS-24':
    'Asks a main user to reconfirm contact details a month (test) or a year (prod) after the last check.',
  'NS-25':
    'Offers self check-in in the booked appointments from 30 min before, when the feature is on.',
  'NS-26': 'Sends the page language as a `language` query and an `Accept-Language` header.',
  'NS-27': 'The identity error `not_found` comes with 404.',
  'NS-28':
    'Chat queues 503 shows a retryable error; appointments 404 hides the list, 503 shows an error.',
  'NS-29':
    'Payments maintenance: `off` and `full` hide the payment switch with a note, `readonly` disables it.',
  'NS-30': 'The wait-time texts in fi, sv and en, with minutes in 5-minute steps.',
  'NS-31':
    "The start button's text follows the queue kind, or reads 'login and start' for a visitor.",
  'NS-32': "The session-ended dialog's payment instruction follows the payment method.",
  'NS-33': 'Guards a live chat against leaving with a browser prompt and an in-app confirm dialog.',
  'NS-34':
    'Unread messages: a count in the title, a badge on the favicon, a chime at most every 5 s.',
  'NS-35': 'Opens the chat help guide, a page per language from config, in a dialog.',
  'NS-36': 'Sends an outdated browser to `{www}/{lang}/outdated-browser`, an address from config.',
  'NS-37':
    "After sign-out the provider returns to 'you logged out'; an idle timeout goes to its own page.",
  'NS-38':
    'Builds the onboarding address with an encoded `redirectTo`; accepts only same-origin paths back.',
  'NS-39':
    'A principal without a profile is reported, and the portal switches back to the main patient.',
  'NS-40': "Treats the profile's extra flags as consents, shown and saved with them.",
  'NS-41':
    'Talks to the survey frame in typed JSON messages, only with the configured survey origin.',
  'NS-42': "Sends the session info's `userId` as the `user` of the principal authorization.",
  'NS-43':
    "Loads the chat vendor's pinned script once per session page; failing, shows the failure view.",
  'NS-44': 'Loads cookie consent first and sends no analytics until statistics consent is given.',
  'NS-45': 'Polls only the queues a mounted chat card or detail has registered.',
  'NS-46':
    'Remembers an unfinished direct-compensation enabling in sessionStorage, to tell the user once.',
  'NS-47':
    'Sends a visitor to login from every page that needs their data; only public pages stay open.',
  'NS-48': "Maps patient API errors by status first, then by the body's `code`.",
  'NS-49': 'Shows the not-found page for a direct-compensation insurer other than `if`.',
  'NS-50': "The footer's feedback link opens open feedback, tagged `trigger:spontaneous`.",
  'NS-51': 'Tags analytics actions with the service key; the container id comes from config.',
  'NS-52':
    'Chat-by-code answers one on-demand queue; the code stays in memory and goes to the session call.',
  'NS-53': 'Formats prices as euros in the page language; 0 or none reads free.',
  'NS-54':
    "A chat's open status follows the polled queue; its opening hours are text in Helsinki time.",
  'NS-55': 'An appointment that cannot open returns to the front page, with a notice saying why.',
  'NS-56': 'The app banner: web only, below 48em, dismissible for 30 days.',
  'NS-57': 'Accepts an `env` override only for a known environment, kept in sessionStorage.',
  'NS-58': 'Shows every date and time in Helsinki time.',
  'AMB-01': 'Reads the language from the first path segment and checks it matches the route base.',
  'AMB-02': "One login page, the shell's; the chat's login route redirects to it with `returnTo`.",
  'AMB-03': 'Where a value is missing for local or dev, uses the test value.',
  'AMB-04': 'One message for no principal selected, under the key `principalWasNotSelected`.',
  'AMB-05': 'Keeps the chosen patient per tab in sessionStorage and shares it with the other tabs.',
  'AMB-06':
    'In the native app the host names the patient and gives its token; the portal offers no switching.',
  'AMB-07':
    'A main user must give an email, or onboarding asks for it; it is optional only for principals.',
  'AMB-08': 'Phone numbers: 5 to 12 digits, `+` only first.',
  'AMB-09':
    'Names and street accept any letters (ä, ö, å); the 40-character limit counts both names.',
  'AMB-10': 'Consent categories hold their consents.',
  'AMB-11': 'Treats the customer-info consents list as one client of the NS-06 shape.',
  'AMB-12':
    'Sends the add-principal code exchange and the on-behalf-of call to their own configured bases.',
  'AMB-13': 'Reads the identity error `not_found` as a 404.',
  'AMB-14': 'One error decoder per service, by HTTP status first and body second.',
  'AMB-15':
    'The expiration dialog ignores Escape and overlay clicks; it has re-login and sign-out buttons.',
  'AMB-16': "The timeout dialog's close control says it continues the session, as closing does.",
  'AMB-17':
    'Reads the wait-time rules top-down; no estimate and a zero wait each have their own text.',
  'AMB-18': 'Does not use the minutes helper for wait times; Q-63 gives their rule.',
  'AMB-19':
    "Reads a queue's kind from its id (service or call request), else as the backend sends it.",
  'AMB-20':
    "Authorizes feedback with the feedback service's own token from config, not the patient's.",
  'AMB-21':
    'The payment panel shows only for paid chats, and when online payment is off or unavailable.',
  'AMB-22': 'Handles payments 503 before the generic error, and reads a 404 setting as not set.',
  'AMB-23': 'Which pages need sign-in: as NS-47 lists them.',
  'AMB-24': 'On a 401 loading a chat, renews silently and retries once before the no-access view.',
  'AMB-25':
    'Reads the child chat topic as a topic id and the insurance default queue as a chat id.',
  'AMB-26': 'Direct compensation needs every listed insurance on; each one off is marked.',
  'AMB-27': 'Sends gender to the survey as `M` or `N`, exactly as the spec says.',
  'AMB-28':
    "Self-triage is the patient's own: no entry point or call while acting for a principal or signed out.",
  'AMB-29': 'The on-demand chat info page and the queue page are one route.',
  'AMB-30': 'The appointment route only redirects, with the notices of NS-55.',
  'AMB-31':
    'Stamps the last feedback time whenever the CES dialog shows, so it asks at most every 60 days.',
  'AMB-32':
    'Keeps the session alive by marker only on the chat session page; elsewhere renews on activity.',
  'AMB-33':
    "Returns from the provider's sign-out to 'you logged out', which offers to sign in again.",
  'AMB-34': 'Decodes the answers of every typed API client, and reports invalid values.',
  'AMB-35': 'A failed maintenance check does not block the portal: it shows the page as usual.',
  'AMB-36': 'Uses the same date and time formats in all three languages, in Helsinki time.',
  'AMB-37':
    'Cuts a long description at a word before 120 characters, with a toggle to show it all.',
  'AMB-38':
    'Reads a `not_set` payment method as not enabled: the panel shows, with the paper-fee warning.',
  'AMB-39':
    'Retries automatically only in the background; a visible failure offers a retry button.',
  'AMB-40': 'Telemetry without cookies; tag-manager tags wait for cookie consent.',
  'AMB-41': 'Reports a remote reception to analytics at the fixed price of 40, as the spec says.',
  'AMB-42':
    'Only appointments throw on unknown data, shown as their loading error; elsewhere it is reported.',
  'AMB-43':
    'Login copies its `returnTo` into session storage; the sign-in callback reads only that.',
  'AMB-44': 'Keeps `redirectTo` and `returnTo` as named on their own onboarding flows.',
  'AMB-45': 'Principal selection failures and add-principal failures have messages of their own.',
  'AMB-46':
    'A chat not found asks a visitor to sign in, and tells a signed-in user it is not there.',
};
