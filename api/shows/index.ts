/** The shows domain's face: its tables for the ORM, and what app.ts uses of it (nothing else of the folder). */
import { Show } from './show.entity';
import { ShowClass } from './show-class.entity';
import { ShowEntry } from './show-entry.entity';
import { ShowHelper } from './show-helper.entity';
import { ShowScheduleItem } from './show-schedule-item.entity';
import { ShowVote } from './show-vote.entity';
import { ShowClassJudge, ShowCriterion, ShowScore } from './judging.entity';
/** Show day: app.ts hands these to the events and garage routes (they must not import shows, which imports them). */
export { fillShowAfterCapChange, withdrawCarFromShows } from './entries';

/** The shows domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Show, ShowClass, ShowEntry, ShowHelper, ShowScheduleItem, ShowVote, ShowClassJudge, ShowCriterion, ShowScore];
