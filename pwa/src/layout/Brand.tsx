import { Link } from 'react-router-dom';
import { SITE_NAME } from '@shared/layout/nav';
import { BrandMark } from './BrandMark';

export function Brand() {
  return (
    <Link to="/" className="brand">
      <BrandMark />
      <span className="brand__name">{SITE_NAME}</span>
    </Link>
  );
}
