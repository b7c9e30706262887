import {
  commentSchema,
  commentVoteResultSchema,
  postVoteResultSchema,
  reportSchema,
  type Comment,
  type Report,
} from '@shared/community/thread-responses';
import { postSchema, type MyVote, type Post } from '@shared/community/responses';
import type { PostUpdateInput, ReportCreateInput } from '@shared/community/forum-schemas';
import { apiRequest, readJson } from '@/http/client';

/** The forum calls that change things; every answer is checked against shared/ before the UI uses it. */

const postPath = (id: string) => `/api/posts/${encodeURIComponent(id)}`;
const commentPath = (id: string) => `/api/comments/${encodeURIComponent(id)}`;

export async function updatePost({ id, input }: { id: string; input: PostUpdateInput }): Promise<Post> {
  return postSchema.parse(await readJson(await apiRequest('PUT', postPath(id), input)));
}

export async function deletePost(id: string): Promise<void> {
  await apiRequest('DELETE', postPath(id));
}

export async function updateComment({ id, body }: { id: string; body: string }): Promise<Comment> {
  return commentSchema.parse(await readJson(await apiRequest('PUT', commentPath(id), { body })));
}

export async function deleteComment(id: string): Promise<void> {
  await apiRequest('DELETE', commentPath(id));
}

export async function votePost({ id, value }: { id: string; value: MyVote }) {
  return postVoteResultSchema.parse(await readJson(await apiRequest('PUT', `${postPath(id)}/vote`, { value })));
}

export async function voteComment({ id, value }: { id: string; value: MyVote }) {
  return commentVoteResultSchema.parse(await readJson(await apiRequest('PUT', `${commentPath(id)}/vote`, { value })));
}

export async function reportContent(input: ReportCreateInput): Promise<Report> {
  return reportSchema.parse(await readJson(await apiRequest('POST', '/api/reports', input)));
}
