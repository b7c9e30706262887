import { AdminLog } from '../admin/admin-log.entity';
import { Report } from '../admin/report.entity';
import { Source } from '../admin/source.entity';
import { Session } from '../auth/session.entity';
import { Model } from '../catalogue/model.entity';
import { ModelImage } from '../catalogue/model-image.entity';
import { ModelYear } from '../catalogue/model-year.entity';
import { Trim } from '../catalogue/trim.entity';
import { Comment } from '../community/comment.entity';
import { CommentVote } from '../community/comment-vote.entity';
import { Community } from '../community/community.entity';
import { Post } from '../community/post.entity';
import { AuthAttempt } from '../limits/auth-attempt.entity';
import { RateLimitHit } from '../limits/rate-limit-hit.entity';
import { Vote } from '../community/vote.entity';
import { DiyVideo } from '../diy/diy-video.entity';
import { EventImage } from '../events/event-image.entity';
import { MeetupEvent } from '../events/event.entity';
import { CarProfile } from '../garage/car-profile.entity';
import { Media } from '../media/media.entity';
import { Message } from '../messages/message.entity';
import { Notification, NotificationFanout, NotificationSetting, PendingPush, PushSubscription } from '../notifications/notification.entity';
import { MessageThread } from '../messages/message-thread.entity';
import { Show } from '../shows/show.entity';
import { ShowClass } from '../shows/show-class.entity';
import { ShowEntry } from '../shows/show-entry.entity';
import { ShowHelper } from '../shows/show-helper.entity';
import { ShowScheduleItem } from '../shows/show-schedule-item.entity';
import { ShowVote } from '../shows/show-vote.entity';
import { ShowClassJudge, ShowCriterion, ShowScore } from '../shows/judging.entity';
import { MemberBlock } from '../users/member-block.entity';
import { User } from '../users/user.entity';
import { Valuation } from '../valuations/valuation.entity';
import { ValuationHistory } from '../valuations/valuation-history.entity';

/** Every entity the ORM knows, listed explicitly (no folder discovery, so tsx and builds behave alike). */
export const entities = [
  User,
  Session,
  CarProfile,
  Community,
  Post,
  Comment,
  Vote,
  CommentVote,
  RateLimitHit,
  AuthAttempt,
  MessageThread,
  Message,
  Model,
  ModelYear,
  Trim,
  ModelImage,
  Media,
  Source,
  Report,
  AdminLog,
  DiyVideo,
  Valuation,
  ValuationHistory,
  MeetupEvent,
  EventImage,
  Show,
  ShowClass,
  ShowScheduleItem,
  ShowHelper,
  ShowEntry,
  ShowVote,
  ShowCriterion,
  ShowClassJudge,
  ShowScore,
  Notification,
  NotificationSetting,
  PushSubscription,
  PendingPush,
  NotificationFanout,
  MemberBlock,
];
