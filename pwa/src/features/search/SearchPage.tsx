import { Link, useSearchParams } from 'react-router-dom';
import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_PARAM, searchTexts } from '@shared/search/schemas';
import { formatYearRange } from '@shared/format/yearRange';
import { shortDate } from '@shared/format/relativeDates';
import { LoadError } from '@/ui/LoadError';
import { LoadingState } from '@/ui/LoadingState';
import { usePageTitle } from '@/ui/usePageTitle';
import { ModelThumbnail } from './ModelThumbnail';
import { SearchPageForm } from './SearchPageForm';
import { SearchResultsSection } from './SearchResultsSection';
import { memberPath, modelPath, postPath } from './searchLinks';
import { useSearch } from './useSearch';
import './search-page.css';

/** /search?q=: every group of results for the text, with counts; offline, the saved models only. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get(SEARCH_QUERY_PARAM) ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  usePageTitle(query ? searchTexts.pageTitleFor(query) : searchTexts.pageTitle);
  const { results, offline, isPending, isError, retry } = useSearch(query, SEARCH_LIMIT_MAX);
  const nothingFound = results && results.models.length + results.posts.length + results.users.length === 0;

  return (
    <section className="page search-page" aria-labelledby="page-title">
      <h1 id="page-title">{query ? searchTexts.resultsFor(query) : searchTexts.pageTitle}</h1>
      {/* Remounted per search, so the field shows the text of the URL. */}
      <SearchPageForm key={query} query={query} />
      {offline && <p className="search-page__offline">{searchTexts.offline}</p>}
      {!query ? (
        <p className="search-page__empty">{searchTexts.emptyQuery}</p>
      ) : isPending ? (
        <LoadingState />
      ) : isError || !results ? (
        <LoadError what={searchTexts.resultsWhat} onRetry={retry} />
      ) : (
        <>
          {nothingFound && <p className="search-page__empty">{searchTexts.noResultsFor(query)}</p>}
          <SearchResultsSection
            id="search-models"
            title={searchTexts.models}
            items={results.models}
            emptyText={searchTexts.noModels}
            itemKey={(model) => model.slug}
            renderItem={(model) => (
              <>
                <span className="search-page__model">
                  <ModelThumbnail model={model} />
                  <Link to={modelPath(model)}>{model.name}</Link>
                </span>
                <span className="search-page__detail">{formatYearRange(model.firstYear, model.lastYear)}</span>
              </>
            )}
          />
          {!offline && (
            <>
              <SearchResultsSection
                id="search-posts"
                title={searchTexts.posts}
                items={results.posts}
                emptyText={searchTexts.noPosts}
                itemKey={(post) => post.id}
                renderItem={(post) => (
                  <>
                    <Link to={postPath(post)}>{post.title}</Link>
                    <span className="search-page__detail">
                      {post.communityName} · {shortDate(post.createdAt)}
                    </span>
                  </>
                )}
              />
              <SearchResultsSection
                id="search-members"
                title={searchTexts.members}
                items={results.users}
                emptyText={searchTexts.noMembers}
                itemKey={(user) => user.id}
                renderItem={(user) => (
                  <>
                    <Link to={memberPath(user)}>{user.name}</Link>
                    <span className="search-page__detail">@{user.username}</span>
                  </>
                )}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
