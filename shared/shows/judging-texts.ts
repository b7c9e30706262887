/**
 * Judging: the organiser names each class's judges and gives it a score sheet (criteria with their maximum
 * points); a judge scores each car of their classes, with no signal too (one sheet per judge and car, sent through the
 * outbox), until the organiser locks judging; the organiser then publishes the class awards and Best of Show.
 * Its limits and texts; the inputs are in judging.ts, the answers in judging-responses.ts.
 */
export const CRITERION_NAME_MAX_LENGTH = 40;
export const CRITERIA_MAX = 12;
export const CRITERION_POINTS_MAX = 100;
export const CLASS_JUDGES_MAX = 10;

export const judgingTexts = {
  criterionNameRequired: 'Criterion name is required',
  criterionPoints: `Maximum points must be a whole number from 1 to ${CRITERION_POINTS_MAX}`,
  criteriaRepeated: 'Each criterion of a class needs its own name',
  unknownJudge: 'No member has this username',
  sheetChangedAfterScores: 'This class already has scores: its criteria and their maximum points cannot change now',
  judgeOnly: 'Only a judge of this class can score its cars',
  judgingLocked: 'Judging is locked: scores can no longer change',
  judgingNotLocked: 'Lock judging before publishing the awards',
  noScoreSheet: 'This class has no score sheet',
  ownCarScore: 'You cannot judge your own car',
  entryNotScorable: 'Only cars entered in the show can be scored',
  pointsForEveryCriterion: 'Give points for every criterion of the score sheet, and only those',
  pointsOutOfRange: (name: string, max: number) => `${name}: points must be a whole number from 0 to ${max}`,
  bestOfShowNotInShow: 'Best of Show must be a car entered in this show',
  awardsNotPublished: 'The awards have not been published yet',
  // Screens
  judging: 'Judging',
  yourClasses: 'Your classes to judge',
  toScore: (left: number) => (left === 1 ? '1 car to score' : `${left} cars to score`),
  allScored: 'Every car scored',
  scoreCar: (carNumber: number) => `Score #${carNumber}`,
  changeScore: (carNumber: number) => `Change the score of #${carNumber}`,
  saveScore: 'Save score',
  scoreSaved: 'Score saved',
  scoreWaiting: 'Score saved on this device: it will be sent when you are back online',
  total: (points: number, max: number) => `${points} of ${max}`,
  lockJudging: 'Lock judging',
  unlockJudging: 'Unlock judging',
  judgingIsLocked: 'Judging is locked.',
  judgingIsOpen: 'Judging is open: judges can score and change their scores.',
  publishAwards: 'Publish awards',
  awardsPublished: 'Awards published',
  bestOfShow: 'Best of Show',
  classAwards: 'Class awards',
  judgesScore: 'Judges’ score',
  tie: 'Tie',
  notJudged: 'Not judged yet',
  notAJudge: 'You are not a judge of this show.',
  dashboard: 'Show day at a glance',
} as const;
