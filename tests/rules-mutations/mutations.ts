/**
 * Ways to loosen firestore.rules, one at a time. Each must make at least one rules test fail;
 * a mutation that survives names a rule the suite does not pin down. Left out on purpose:
 * `allow list: if true` on config/payments_config changes nothing (a rule on one document id
 * cannot allow a collection query, and a query pinned to that id is checked like a get).
 */
export interface RulesMutation {
  name: string;
  /** Text that stands exactly once in firestore.rules. */
  find: string;
  replace: string;
}

/** The end of the tickets block's read rule, and its write rule (anchored there: other blocks deny writes alike). */
const TICKETS_READ_END = '        || isOrganizerMember(resource.data.organizerId));';
const TICKETS_WRITE = `${TICKETS_READ_END}\n      allow write: if false;`;

export const RULES_MUTATIONS: RulesMutation[] = [
  { name: 'sign-up may set any role', find: "        && user.role == 'USER'\n", replace: '' },
  {
    name: "sign-up email need not be the token's",
    find: '        && user.email == request.auth.token.email\n',
    replace: '',
  },
  {
    name: 'sign-up creation_date may be any timestamp',
    find: "request.time - duration.value(10, 'm')",
    replace: "request.time - duration.value(100000, 'd')",
  },
  {
    name: 'profile edit may change any field',
    find: "after.diff(before).affectedKeys().hasOnly(editableUserFields().concat(['data_consent']))",
    replace: 'true',
  },
  {
    // (Ley 1581 de 2012): consent is to the policy in force, not any text
    name: 'data consent may name any policy version',
    find: '        && consent.version == get(/databases/$(database)/documents/config/legal).data.data_policy_version\n',
    replace: '',
  },
  {
    name: 'data consent may be dated any time',
    find: '        && isAboutNow(consent.accepted_at);',
    replace: ';',
  },
  {
    name: 'data consent at sign-up is not checked',
    find: "        && (!('data_consent' in user) || isCurrentConsent(user.data_consent))\n",
    replace: '',
  },
  {
    name: 'data consent given again is not checked',
    find: "        && (!after.diff(before).affectedKeys().hasAny(['data_consent']) || isCurrentConsent(after.data_consent))\n",
    replace: '',
  },
  { name: 'phone of 9 or 10 digits', find: "'[0-9]{10}'", replace: "'[0-9]{9,10}'" },
  { name: 'a deactivated account may edit', find: '        && resource.data.active == true\n', replace: '' },
  {
    name: "any signed-in user gets anyone's user document",
    find: 'allow get: if isCaller(uid) || isAdmin();',
    replace: 'allow get: if isSignedIn();',
  },
  {
    name: 'a user may delete their document',
    find: 'allow delete: if false;\n    }\n\n    // ---- events',
    replace: 'allow delete: if isCaller(uid);\n    }\n\n    // ---- events',
  },
  {
    name: 'an inactive ADMIN keeps their power',
    find: "data.role == 'ADMIN'\n        && get(callerDocPath()).data.active == true;",
    replace: "data.role == 'ADMIN';",
  },
  {
    name: 'events readable whatever their status',
    find: "allow read: if resource.data.status == 'active'\n",
    replace: 'allow read: if true\n',
  },
  {
    // a cancelled date (cancelEvent) holds the organizer's message and its refunds: never public
    name: 'events readable unless inactive (cancelled dates public)',
    find: "allow read: if resource.data.status == 'active'\n",
    replace: "allow read: if resource.data.status != 'inactive'\n",
  },
  {
    name: 'signed-in users write events',
    find: '      allow write: if false;\n\n      // Who scans',
    replace: '      allow write: if isSignedIn();\n\n      // Who scans',
  },
  {
    name: "a show's organizer sets its dates' previous_date (which date the lists keep)",
    find: '      allow write: if false;\n\n      // Who scans',
    replace:
      "      allow update: if isOrganizerMember(resource.data.organizerId)\n        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['previous_date']);\n\n      // Who scans",
  },
  {
    name: 'signed-in users write the payments config',
    find: 'match /config/payments_config {\n      allow get: if true;\n      allow list, write: if false;',
    replace:
      'match /config/payments_config {\n      allow get: if true;\n      allow list: if false;\n      allow write: if isSignedIn();',
  },
  {
    // whoever writes the policy's version decides which consent the rules accept
    name: 'signed-in users write the legal config',
    find: 'match /config/legal {\n      allow get: if true;\n      allow list, write: if false;',
    replace:
      'match /config/legal {\n      allow get: if true;\n      allow list: if false;\n      allow write: if isSignedIn();',
  },
  {
    name: "any signed-in user reads anyone's tickets",
    find: 'allow read: if isSignedIn() && (resource.data.userId == request.auth.uid\n',
    replace: 'allow read: if isSignedIn() && (true\n',
  },
  {
    name: 'an ADMIN may record admissions on a ticket',
    find: TICKETS_WRITE,
    replace: `${TICKETS_READ_END}\n      allow update: if isAdmin() && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['admittedCount', 'firstAdmittedAt', 'updatedAt']);`,
  },
  {
    name: 'owners write their own tickets',
    find: TICKETS_WRITE,
    replace: `${TICKETS_READ_END}\n      allow write: if isSignedIn() && request.resource.data.userId == request.auth.uid;`,
  },
  {
    name: 'signed-in users read payment_notifications',
    find: 'match /payment_notifications/{notificationId} {\n      allow read, write: if false;',
    replace:
      'match /payment_notifications/{notificationId} {\n      allow read: if isSignedIn();\n      allow write: if false;',
  },
  {
    name: 'signed-in users read every collection',
    find: '  match /databases/{database}/documents {\n',
    replace:
      '  match /databases/{database}/documents {\n    match /{path=**} {\n      allow read: if isSignedIn();\n    }\n',
  },
  {
    name: 'sign-up creation_date may be in the future',
    find: "value < request.time + duration.value(10, 'm')",
    replace: 'true',
  },
  { name: 'a blank name', find: ' && value.trim().size() > 0', replace: '' },
  {
    name: 'an address of any length',
    find: 'isBoundedString(value, 0, 200)',
    replace: 'isBoundedString(value, 0, 2000)',
  },
  {
    name: 'sign-up may add unknown fields',
    find: "        && user.keys().hasOnly(userFields().concat(['address', 'data_consent']))\n",
    replace: '',
  },
  {
    name: "a user may create someone else's document",
    find: 'allow create: if isCaller(uid) && isValidSignUp',
    replace: 'allow create: if isSignedIn() && isValidSignUp',
  },
  {
    name: 'any signed-in user lists users',
    find: 'allow list: if isAdmin();\n      allow create',
    replace: 'allow list: if isSignedIn();\n      allow create',
  },
  {
    name: 'an ADMIN may edit the seat counts of an event',
    find: '      allow write: if false;\n\n      // Who scans',
    replace:
      "      allow update: if isAdmin() && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['capacity', 'seats_left']);\n\n      // Who scans",
  },
  {
    name: 'anyone reads seat blocks',
    find: '    match /events/{eventId} {\n',
    replace:
      '    match /events/{eventId} {\n      match /seat_blocks/{block} {\n        allow read: if true;\n      }\n',
  },
  {
    name: 'owners keep their own hold counter',
    find: '    match /events/{eventId} {\n',
    replace:
      '    match /events/{eventId} {\n      match /seat_holds/{uid} {\n        allow read, write: if isCaller(uid);\n      }\n',
  },
  {
    name: 'any signed-in user reads inactive events',
    find: '        || isAdmin()\n        || isOrganizerMember(resource.data.organizerId)\n        || (isDoorStaff(eventId) && isDoorStillOpen(resource.data));',
    replace: '        || isSignedIn();',
  },
  {
    name: 'an ADMIN reads slug reservations',
    find: 'match /event_slugs/{slug} {\n      allow read, write: if false;',
    replace: 'match /event_slugs/{slug} {\n      allow read: if isAdmin();\n      allow write: if false;',
  },
  // ---- organizers and door staff (v3) ----
  {
    name: 'an ORGANIZER reads every organizer’s shows and tickets',
    find: "        && get(callerDocPath()).data.get('organizerId', null) == organizerId\n",
    replace: '',
  },
  {
    name: 'a deactivated ORGANIZER keeps its power',
    find: "data.get('organizerId', null) == organizerId\n        && get(callerDocPath()).data.active == true;",
    replace: "data.get('organizerId', null) == organizerId;",
  },
  {
    name: 'any role with an organizerId acts as its organizer',
    find: "        && get(callerDocPath()).data.role == 'ORGANIZER'\n        && get(callerDocPath()).data.get(",
    replace: '        && get(callerDocPath()).data.get(',
  },
  {
    name: 'a deactivated door person keeps reading their hidden show',
    find: '/door_staff/$(request.auth.uid))\n        && exists(callerDocPath())\n        && get(callerDocPath()).data.active == true;',
    replace: '/door_staff/$(request.auth.uid));',
  },
  // ---- the door's view: staff read no ticket, and their show only until a day after it ----
  {
    name: 'door staff read their show’s tickets again',
    find: '        || isOrganizerMember(resource.data.organizerId));',
    replace: '        || isOrganizerMember(resource.data.organizerId)\n        || isDoorStaff(resource.data.eventId));',
  },
  {
    name: 'door staff read the tickets of every show',
    find: '        || isOrganizerMember(resource.data.organizerId));',
    replace:
      '        || isOrganizerMember(resource.data.organizerId)\n        || exists(/databases/$(database)/documents/users/$(request.auth.uid)));',
  },
  {
    name: 'door staff read every show, hidden ones included',
    find: '        || (isDoorStaff(eventId) && isDoorStillOpen(resource.data));',
    replace: '        || isSignedIn();',
  },
  {
    name: 'door staff keep their show forever',
    find: '        || (isDoorStaff(eventId) && isDoorStillOpen(resource.data));',
    replace: '        || isDoorStaff(eventId);',
  },
  {
    name: 'door staff keep their show for a week after it',
    find: "request.time < show.event_date + duration.value(1, 'd')",
    replace: "request.time < show.event_date + duration.value(7, 'd')",
  },
  {
    name: 'door staff keep a show without a date',
    find: '      return show.event_date is timestamp\n        && request.time',
    replace: "      return !('event_date' in show) || request.time",
  },
  {
    name: 'any signed-in user reads a show’s door staff',
    find: 'allow read: if isCaller(staffUid) || isAdmin() || isShowOrganizer(eventId);',
    replace: 'allow read: if isSignedIn();',
  },
  {
    name: 'any ORGANIZER reads any show’s door staff',
    find: "      return isOrganizerMember(\n        get(/databases/$(database)/documents/events/$(eventId)).data.get('organizerId', null));",
    replace: "      return isSignedIn() && get(callerDocPath()).data.role == 'ORGANIZER';",
  },
  {
    name: 'the show’s organizer writes its door staff directly',
    find: 'isShowOrganizer(eventId);\n        allow write: if false;',
    replace: 'isShowOrganizer(eventId);\n        allow write: if isShowOrganizer(eventId);',
  },
  {
    name: 'anyone signed in finds anyone’s door shifts',
    find: 'allow read: if isSignedIn() && resource.data.uid == request.auth.uid;',
    replace: 'allow read: if isSignedIn();',
  },
  {
    name: 'any signed-in user reads any organizer',
    find: 'allow get: if isAdmin() || isOrganizerMember(organizerId);',
    replace: 'allow get: if isSignedIn();',
  },
  {
    name: 'an ORGANIZER without an organizerId reads the platform’s tickets',
    find: '        && organizerId is string\n',
    replace: '',
  },
  {
    name: "door staff read the show's closed tills",
    find: '      match /box_office_shifts/{shiftId} {\n        allow read: if isAdmin() || isShowOrganizer(eventId);',
    replace:
      '      match /box_office_shifts/{shiftId} {\n        allow read: if isAdmin() || isShowOrganizer(eventId) || isDoorStaff(eventId);',
  },
  {
    name: 'door staff read the other door people of their show',
    find: 'allow read: if isCaller(staffUid) || isAdmin() || isShowOrganizer(eventId);',
    replace: 'allow read: if isCaller(staffUid) || isDoorStaff(eventId) || isAdmin() || isShowOrganizer(eventId);',
  },
  {
    name: "a seating plan's organizer writes it from the client",
    find: '    function isSeatingPlanWriter() {\n      return false;',
    replace:
      '    function isSeatingPlanWriter() {\n      return isSignedIn() && isOrganizerMember(request.resource.data.organizerId);',
  },
  {
    name: 'an ADMIN writes seating plan zones from the client',
    find: '    function isSeatingPlanZoneWriter() {\n      return false;',
    replace: '    function isSeatingPlanZoneWriter() {\n      return isAdmin();',
  },
  {
    name: 'anyone reads the seat views of a hidden date',
    find: "      return show.status == 'active'\n        || isAdmin()\n        || isOrganizerMember(show.get('organizerId', null))",
    replace: "      return true\n        || isAdmin()\n        || isOrganizerMember(show.get('organizerId', null))",
  },
  {
    name: "a signed-in client reads a seated date's claims",
    find: '      match /seat_claims/{seatId} {\n        allow read, write: if false;',
    replace:
      '      match /seat_claims/{seatId} {\n        allow read: if isSignedIn();\n        allow write: if false;',
  },
  {
    name: 'an ADMIN writes organizers from the client',
    find: '      allow list: if isAdmin();\n      allow write: if false;',
    replace: '      allow list: if isAdmin();\n      allow write: if isAdmin();',
  },
  {
    name: 'anyone reads hidden ticket types',
    find: '          || isShowOrganizer(eventId)\n          || (resource.data.hidden == false\n',
    replace: '          || isShowOrganizer(eventId)\n          || (true\n',
  },
  {
    name: 'ticket types of an inactive show are public',
    find: "            && get(/databases/$(database)/documents/events/$(eventId)).data.status == 'active');",
    replace: '            && true);',
  },
  {
    name: 'an ADMIN reads promo codes',
    find: 'match /promo_codes/{code} {\n      allow read, write: if false;',
    replace: 'match /promo_codes/{code} {\n      allow read: if isAdmin();\n      allow write: if false;',
  },
  {
    name: "any signed-in user lists anyone's waitlist entries",
    find: 'allow list: if isSignedIn() && resource.data.userId == request.auth.uid;\n      allow write: if false;\n    }\n\n    // ---- payment',
    replace: 'allow list: if isSignedIn();\n      allow write: if false;\n    }\n\n    // ---- payment',
  },
  {
    name: "any signed-in user gets anyone's waitlist entry",
    find: "allow get: if isSignedIn() && entryId.matches('.+_' + request.auth.uid)\n        && (resource == null || resource.data.userId == request.auth.uid);",
    replace: 'allow get: if isSignedIn();',
  },
  {
    name: 'who gave a ticket away still reads it',
    find: 'allow read: if isSignedIn() && (resource.data.userId == request.auth.uid',
    replace:
      'allow read: if isSignedIn() && (resource.data.userId == request.auth.uid\n        || resource.data.transferredFrom.userId == request.auth.uid',
  },
  {
    name: "any signed-in user gets anyone's queue place",
    find: "allow get: if isSignedIn() && (resource == null || resource.data.userId == request.auth.uid)\n        && entryId.matches('.+_' + request.auth.uid);",
    replace: 'allow get: if isSignedIn();',
  },
  {
    name: "any signed-in user lists anyone's queue places",
    find: 'allow list: if isSignedIn() && resource.data.userId == request.auth.uid;\n      allow write: if false;\n    }\n\n    match /queues/',
    replace: 'allow list: if isSignedIn();\n      allow write: if false;\n    }\n\n    match /queues/',
  },
  {
    name: 'a buyer may write their own queue place (a turn of their own)',
    find: 'allow write: if false;\n    }\n\n    match /queues/',
    replace:
      'allow write: if isSignedIn() && request.resource.data.userId == request.auth.uid;\n    }\n\n    match /queues/',
  },
  {
    name: 'the public queue state is writable',
    find: 'match /queues/{eventId} {\n      allow read: if true;\n      allow write: if false;',
    replace: 'match /queues/{eventId} {\n      allow read: if true;\n      allow write: if isSignedIn();',
  },
  // ---- wallet passes (v6) ----
  {
    name: 'a holder reads the devices registered for their pass',
    find: 'match /wallet_registrations/{registrationId} {\n      allow read, write: if false;',
    replace:
      'match /wallet_registrations/{registrationId} {\n      allow read: if isSignedIn() && resource.data.holderUid == request.auth.uid;\n      allow write: if false;',
  },
  {
    name: 'a holder registers a device for their pass',
    find: 'match /wallet_registrations/{registrationId} {\n      allow read, write: if false;',
    replace:
      'match /wallet_registrations/{registrationId} {\n      allow read: if false;\n      allow write: if isSignedIn() && request.resource.data.holderUid == request.auth.uid;',
  },
  {
    name: 'a holder reads their pass record',
    find: 'match /wallet_passes/{ticketId} {\n      allow read, write: if false;',
    replace:
      'match /wallet_passes/{ticketId} {\n      allow read: if isSignedIn() && request.auth.uid in resource.data.holders;\n      allow write: if false;',
  },
  {
    // WhatsApp (contract v6): the consent names a Colombian mobile, in the Cloud API's form
    name: 'whatsapp consent may name any number',
    find: "whatsapp.phone.matches('573[0-9]{9}')",
    replace: "whatsapp.phone.matches('.*')",
  },
  {
    name: 'whatsapp consent may name any text version',
    find: '        && whatsapp.version == get(/databases/$(database)/documents/config/legal).data.whatsapp_consent_version\n',
    replace: '',
  },
  {
    name: 'whatsapp withdrawal may change the number',
    find: '        && after.phone == before.phone\n',
    replace: '',
  },
  {
    name: "any signed-in user reads anyone's whatsapp messages",
    find: 'match /whatsapp_messages/{messageId} {\n      // a list must filter userId == their uid\n      allow read: if isSignedIn() && resource.data.userId == request.auth.uid;',
    replace: 'match /whatsapp_messages/{messageId} {\n      allow read: if isSignedIn();',
  },
  {
    name: 'whatsapp messages writable by their holder',
    find: 'allow read: if isSignedIn() && resource.data.userId == request.auth.uid;\n      allow write: if false;\n    }\n  }\n}',
    replace:
      'allow read: if isSignedIn() && resource.data.userId == request.auth.uid;\n      allow write: if isSignedIn() && resource.data.userId == request.auth.uid;\n    }\n  }\n}',
  },
];
