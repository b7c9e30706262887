import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_QUERY_MAX_LENGTH, searchTexts } from '@shared/search/schemas';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { resultsPagePath } from './searchLinks';

/** The results page's own search field (on phones the header box sits in the menu); it changes ?q=. */
export function SearchPageForm({ query }: { query: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(resultsPagePath(text.trim()));
  };
  return (
    <form role="search" className="search-page__form" onSubmit={onSubmit}>
      <TextField
        label={searchTexts.pageFieldLabel}
        type="search"
        name="q"
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit">{searchTexts.submit}</Button>
    </form>
  );
}
