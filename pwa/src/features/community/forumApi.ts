import type { Comment, Report } from '@shared/community/thread-responses';
import type { MyVote, Post } from '@shared/community/responses';
import type { PostUpdateInput, ReportCreateInput } from '@shared/community/forum-schemas';
import { commentResources, postResources, reportResources } from '@shared/community/resources';
import { callResource } from '@/http/resources';

/** The forum calls that change things (shared/community/resources.ts); every answer is checked before the UI uses it. */

export const updatePost = ({ id, input }: { id: string; input: PostUpdateInput }): Promise<Post> =>
  callResource(postResources.update, { params: { id }, body: input });

export const deletePost = (id: string): Promise<void> => callResource(postResources.delete, { params: { id } });

export const lockPost = ({ id, isLocked }: { id: string; isLocked: boolean }): Promise<Post> =>
  callResource(postResources.lock, { params: { id }, body: { isLocked } });

export const updateComment = ({ id, body }: { id: string; body: string }): Promise<Comment> =>
  callResource(commentResources.update, { params: { id }, body: { body } });

export const deleteComment = (id: string): Promise<void> => callResource(commentResources.delete, { params: { id } });

export const votePost = ({ id, value }: { id: string; value: MyVote }) =>
  callResource(postResources.vote, { params: { id }, body: { value } });

export const voteComment = ({ id, value }: { id: string; value: MyVote }) =>
  callResource(commentResources.vote, { params: { id }, body: { value } });

export const reportContent = (input: ReportCreateInput): Promise<Report> => callResource(reportResources.create, { body: input });
