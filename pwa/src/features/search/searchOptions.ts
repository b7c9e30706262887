import { searchTexts, type SearchResults } from '@shared/search/schemas';
import { formatYearRange } from '@shared/format/yearRange';
import { memberPath, modelPath, postPath } from './searchLinks';

/** One result as the header popup lists it: `id` names its element (aria-activedescendant). */
export interface SearchOption {
  id: string;
  to: string;
  label: string;
  detail: string;
}

export interface SearchOptionGroup {
  key: keyof SearchResults;
  title: string;
  options: SearchOption[];
}

/** The results in popup order (Models, Posts, Members), empty groups left out. */
export function searchOptionGroups(results: SearchResults, idPrefix: string): SearchOptionGroup[] {
  const groups: SearchOptionGroup[] = [
    {
      key: 'models',
      title: searchTexts.models,
      options: results.models.map((model) => ({
        id: `${idPrefix}-model-${model.slug}`,
        to: modelPath(model),
        label: model.name,
        detail: formatYearRange(model.firstYear, model.lastYear),
      })),
    },
    {
      key: 'posts',
      title: searchTexts.posts,
      options: results.posts.map((post) => ({
        id: `${idPrefix}-post-${post.id}`,
        to: postPath(post),
        label: post.title,
        detail: post.communityName,
      })),
    },
    {
      key: 'users',
      title: searchTexts.members,
      options: results.users.map((user) => ({
        id: `${idPrefix}-user-${user.id}`,
        to: memberPath(user),
        label: user.name,
        detail: `@${user.username}`,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
