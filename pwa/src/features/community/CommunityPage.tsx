import { useParams, useSearchParams } from 'react-router-dom';
import { POST_SORTS, type PostSort } from '@shared/community/forum-limits';
import { communityTexts } from '@shared/community/texts';
import { ButtonLink } from '@/ui/ButtonLink';
import { Tabs } from '@/ui/Tabs';
import { usePageTitle } from '@/ui/usePageTitle';
import { NotFoundState } from '@/ui/NotFoundState';
import { communityPageTitle, shownSort } from './communityPage';
import { CommunitySidebar } from './CommunitySidebar';
import { PostList } from './PostList';
import { useCommunities } from './useForumQueries';
import { useForumViewer } from './useForumViewer';
import './community.css';
import { useSaveCommunityFronts } from './saveCommunityFronts';

const SORT_LABELS = { hot: 'Hot', new: 'New', top: 'Top' } as const satisfies Record<PostSort, string>;

/** /community and /community/:slug (docs/product/screens.md): one community's posts, or everyone's, by Hot, New or Top. */
export default function CommunityPage() {
  const { slug } = useParams();
  useSaveCommunityFronts();
  useForumViewer();
  const [search, setSearch] = useSearchParams();
  // The sort lives in the address, so a shared or reloaded link shows the same tab.
  const sort = shownSort(search.get('sort'));
  const { data: communities, isSuccess } = useCommunities();
  const community = slug ? communities?.find((item) => item.slug === slug) : undefined;
  const title = communityPageTitle(slug, communities);
  usePageTitle(title);

  if (slug && isSuccess && !community) {
    return (
      <NotFoundState
        title={communityTexts.communityNotFound}
        message={`The community "${slug}" could not be found.`}
        linkTo="/community"
        linkLabel="All communities"
      />
    );
  }
  const chooseSort = (id: string) =>
    setSearch(
      (current) => {
        current.set('sort', id);
        return current;
      },
      { replace: true },
    );
  const tabs = POST_SORTS.map((id) => ({
    id,
    label: SORT_LABELS[id],
    // Only the shown tab lists posts: hidden panels would each fetch a listing for nothing.
    content: id === sort ? <PostList community={slug} sort={id} /> : null,
  }));
  return (
    <section className="page community-page" aria-labelledby="page-title">
      <header className="community-page__header">
        <div>
          <h1 id="page-title">{title}</h1>
          <p className="page-summary">
            {slug ? community?.description : 'Discussions, questions and builds from Pontiac owners and fans in every community.'}
          </p>
        </div>
        {/* First on every screen size; visitors are sent to sign in first (the route is protected). */}
        <ButtonLink to={slug ? `/post/new?community=${encodeURIComponent(slug)}` : '/post/new'} size="lg">
          {communityTexts.createPost}
        </ButtonLink>
      </header>
      <div className="community-page__layout">
        <div className="community-page__main">
          <Tabs key={slug ?? ''} label="Sort posts" items={tabs} defaultTab={sort} onSelect={chooseSort} />
        </div>
        <CommunitySidebar />
      </div>
    </section>
  );
}
