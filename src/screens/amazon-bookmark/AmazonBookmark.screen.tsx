import { BookmarkImport } from '../bookmark/BookmarkImport';

/** /amazon_bookmark_import: the public page the Amazon bookmarklet opens on an Amazon product page. */
export default function AmazonBookmark() {
  return <BookmarkImport titleKey="amazonBookmark.title" />;
}
