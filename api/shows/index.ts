import { Show } from './show.entity';
import { ShowClass } from './show-class.entity';
import { ShowEntry } from './show-entry.entity';
import { ShowHelper } from './show-helper.entity';
import { ShowScheduleItem } from './show-schedule-item.entity';
import { ShowVote } from './show-vote.entity';
import { ShowClassJudge, ShowCriterion, ShowScore } from './judging.entity';
/** Show day (issue 32): what other domains use of it. */
export { fillShowAfterCapChange, withdrawCarFromShows } from './entries';

/** The shows domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Show, ShowClass, ShowEntry, ShowHelper, ShowScheduleItem, ShowVote, ShowClassJudge, ShowCriterion, ShowScore];
