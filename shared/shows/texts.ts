/** Every text of show day: the API's refusals and the screens read them from here. */
export const showTexts = {
  // Organiser
  notAShow: 'This event is not a car show',
  organizerOnly: 'Only the organizer or an administrator can change this show',
  classNameRequired: 'Class name is required',
  classHasEntries: 'A class with entries cannot be removed: move or withdraw its cars first',
  showHasEntries: 'A show with entries cannot stop being a show',
  scheduleTitleRequired: 'Schedule title is required',
  unknownHelper: 'No member has this username',
  votingTimesOrder: 'People’s Choice must close after it opens',
  scheduleFarFromEvent: 'Each schedule time must be within a year of the event’s date',
  // Entering
  registrationClosed: 'Registration for this show is closed',
  notYourCar: 'You can only enter a car from your own garage',
  carAlreadyEntered: 'This car is already entered in this show',
  carDoesNotFitClass: 'This car does not fit that class',
  unknownClass: 'That class is not part of this show',
  entryNotFound: 'Entry not found',
  entryConflict: 'An entry with this id already exists with different details',
  notYourEntry: 'Only the car’s owner, the organizer or an administrator can withdraw this entry',
  // People's Choice
  votingNotOpen: 'People’s Choice voting is not open yet',
  votingClosed: 'People’s Choice voting has closed: this vote was not counted',
  ownCarVote: 'You cannot vote for your own car',
  entryNotInClass: 'That car is not entered in this class',
  withdrawnEntryVote: 'That car has been withdrawn from the show',
  resultsNotPublished: 'Results are published when People’s Choice closes',
  // Check-in
  checkInNotAllowed: 'Only the organizer and their helpers can check cars in',
  carNumberNotFound: 'No car has this number in this show',
  withdrawnCheckIn: 'This car was withdrawn and cannot be checked in',
  waitlistedCheckIn: 'This car is on the waitlist and cannot be checked in yet',
  /** "already checked in at 9:42 AM by Jane Doe": the time in the reader’s clock, as the rest of the app writes it. */
  alreadyCheckedIn: (time: string, name: string) => `already checked in at ${time} by ${name}`,
  /** What the gate says at once, from its saved copy or its own check-ins, of a car already in. */
  alreadyCheckedInAt: (time: string) => `This car is already checked in (at ${time})`,
  /** Who checked a car in, once their account is gone. */
  formerHelper: 'a former helper',
  // Saving for offline
  saveForOffline: 'Save for offline',
  savedUpdated: (when: string) => `Saved, updated ${when}`,
  removeSaved: 'Remove from device',
  /** Under "Saved, updated …" when the browser has not agreed to keep the device's storage (navigator.storage). */
  mayBeCleared: 'This browser may clear saved shows when the device runs low on space. Installing the app helps keep them.',
} as const;

/** Tabs of the show page, in order. */
export const SHOW_TABS = ['Schedule', 'Map', 'Cars', 'People’s Choice', 'Results'] as const;

/** What an entry's owner sees: entered, waitlisted, checked in, withdrawn. */
export const ENTRY_STATUS_LABELS = {
  entered: 'Entered',
  waitlisted: 'Waitlisted',
  checked_in: 'Checked in',
  withdrawn: 'Withdrawn',
} as const;
