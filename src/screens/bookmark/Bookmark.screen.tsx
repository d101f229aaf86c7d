import { BookmarkImport } from './BookmarkImport';

/** /bookmark_import: the public page the bookmarklet opens on an AliExpress (or Amazon) item page. */
export default function Bookmark() {
  return <BookmarkImport titleKey="bookmark.title" />;
}
