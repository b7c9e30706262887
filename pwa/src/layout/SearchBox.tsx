import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_PATH, SEARCH_PLACEHOLDER, SEARCH_QUERY_PARAM } from '@shared/layout/nav';
import { Icon } from '../ui/Icon';

interface SearchBoxProps {
  className?: string;
  onSearch?: () => void;
}

/** Top-bar search: sends the text to the model list as ?q=. */
export function SearchBox({ className, onSearch }: SearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    const search = query ? `?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query }).toString()}` : '';
    void navigate(`${SEARCH_PATH}${search}`);
    onSearch?.();
  };

  return (
    <form role="search" className={['search-box', className].filter(Boolean).join(' ')} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search
      </label>
      <Icon name="search" size={18} className="search-box__icon" />
      <input
        id={id}
        className="search-box__input"
        type="search"
        name="q"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
