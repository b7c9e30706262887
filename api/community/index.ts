/** The community domain's face: its tables for the ORM, and what other domains may use of it (nothing else of the folder). */
import { Comment } from './comment.entity';
import { CommentVote } from './comment-vote.entity';
import { Community } from './community.entity';
import { Post } from './post.entity';
import { Report } from './report.entity';
import { Vote } from './vote.entity';

/** The community domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Comment, CommentVote, Community, Post, Report, Vote];

/** What other domains use of this one (eslint.config.js: they import nothing else of it). */
export { Community } from './community.entity';
export { toUserPost } from './dto';
export { ensureModelCommunities } from './model-communities';
export { postStats, statsOf } from './post-stats';
export { Post } from './post.entity';
export { Report } from './report.entity';
