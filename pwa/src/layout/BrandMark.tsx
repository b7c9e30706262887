/** The red split arrowhead also used for the app icons. */
export function BrandMark() {
  return (
    <svg className="brand__mark" width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path fill="#e8193c" fillRule="evenodd" d="M5 8h54L32 59zM23 8h18L32 32z" />
      <path fill="#f4f4f4" d="M28.2 37h7.6L32 44.5z" />
    </svg>
  );
}
