/**
 * The spreadsheet line of each CSV record: the header is line 1, a quoted value that spans several
 * lines takes them all, and blank lines (skipped by the parser) still count. The records are found
 * the way papaparse finds them (a quote opens a value only at its start; a doubled quote is a
 * quote; a closing quote is followed by spaces and then the delimiter, the line break or the end).
 */
export class RecordLines {
  private pos = 0;
  private countedTo = 0;
  private line = 1;
  private headerSeen = false;
  private readonly lineChar: string;
  private readonly blank: RegExp;

  constructor(
    private readonly text: string,
    private readonly delimiter: string,
    private readonly newline: string,
    private readonly quote = '"',
  ) {
    this.lineChar = newline === '\r' ? '\r' : '\n';
    const escape = (s: string) => s.replace(/[\\^\]\-[]/g, '\\$&');
    this.blank = new RegExp(`^[\\s${escape(quote)}${escape(delimiter)}]*$`);
  }

  /** The line of the next non-blank record after the header, or null at the end of the text. */
  next(): number | null {
    if (!this.headerSeen) {
      this.headerSeen = true;
      if (this.nextRecord() === null) return null;
    }
    return this.nextRecord();
  }

  /** The line on which the text at `offset` stands (offsets only grow). */
  private lineAt(offset: number): number {
    const { text, lineChar } = this;
    let at = text.indexOf(lineChar, this.countedTo);
    while (at !== -1 && at < offset) {
      this.line += 1;
      at = text.indexOf(lineChar, at + 1);
    }
    this.countedTo = offset;
    return this.line;
  }

  /** Skips blank records; the line of the next non-blank one, or null. */
  private nextRecord(): number | null {
    const { text } = this;
    while (this.pos < text.length) {
      const start = this.pos;
      const end = this.recordEnd(start);
      this.pos = end + this.newline.length;
      if (!this.blank.test(text.slice(start, Math.min(end, text.length)))) return this.lineAt(start);
    }
    return null;
  }

  private readonly found = { quote: 0, delimiter: 0 };
  private readonly at = { quote: -2, delimiter: -2 };

  /** The index of the first `what` at or after `from` (searches are remembered, so a long file is scanned once). */
  private following(kind: 'quote' | 'delimiter', what: string, from: number): number {
    if (this.at[kind] === -1 || (this.at[kind] >= from && this.found[kind] <= from)) return this.at[kind];
    this.found[kind] = from;
    this.at[kind] = this.text.indexOf(what, from);
    return this.at[kind];
  }

  /** Where the record starting at `start` ends (the index of its line break, or the text's length). */
  private recordEnd(start: number): number {
    const { text, delimiter, newline, quote } = this;
    let pos = start;
    for (;;) {
      // A field starts at pos.
      if (text.startsWith(quote, pos)) {
        let search = pos + quote.length;
        for (;;) {
          const q = text.indexOf(quote, search);
          if (q === -1) return text.length;
          if (text.startsWith(quote, q + quote.length)) {
            search = q + 2 * quote.length;
            continue;
          }
          let after = q + quote.length;
          while (text[after] === ' ' || text[after] === '\t') after += 1;
          if (after >= text.length) return text.length;
          if (text.startsWith(delimiter, after)) {
            pos = after + delimiter.length;
            break;
          }
          if (text.startsWith(newline, after)) return after;
          search = q + quote.length;
        }
        continue;
      }
      const nl = text.indexOf(newline, pos);
      const lineEnd = nl === -1 ? text.length : nl;
      // No quote left on this line: the record ends with it, whatever its fields.
      const q = this.following('quote', quote, pos);
      if (q === -1 || q > lineEnd) return lineEnd;
      const d = this.following('delimiter', delimiter, pos);
      if (d === -1 || d > lineEnd) return lineEnd;
      pos = d + delimiter.length;
    }
  }
}
