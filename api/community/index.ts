/** What the rest of the API may use of the community domain. */
import { Comment } from './comment.entity';
import { CommentVote } from './comment-vote.entity';
import { Community } from './community.entity';
import { Post } from './post.entity';
import { Vote } from './vote.entity';

/** The community domain's tables, for the ORM (app.ts composes every domain's). */
export const entities = [Comment, CommentVote, Community, Post, Vote];
