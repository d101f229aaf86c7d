import { describe, expect, it } from 'vitest';
import { linesWorkerSource, type LinesRequest, type ToLinesWorker } from '../../../src/lib/import/lines-worker';
import { parseCsvAll } from '../../../src/lib/import/parse';

/** Runs the worker's script on its own (no module scope, as from a Blob URL) and asks it once, the text in pieces of `piece` characters. */
function askWorker({ text, delimiter, newline }: LinesRequest, piece = 5): Int32Array {
  let answer: Int32Array | null = null;
  const scope = {
    onmessage: null as ((event: { data: ToLinesWorker }) => void) | null,
    postMessage: (message: Int32Array) => (answer = message),
  };
  new Function('self', linesWorkerSource())(scope);
  for (let start = 0; start < text.length; start += piece) scope.onmessage?.({ data: { piece: text.slice(start, start + piece) } });
  scope.onmessage?.({ data: { delimiter, newline } });
  if (!answer) throw new Error('the worker did not answer');
  return answer;
}

describe('the lines worker', () => {
  it('numbers records by spreadsheet line as the page would, multi-line values and blank lines included', async () => {
    const text = 'title,body,rating\r\nA,"one\r\ntwo",5\r\n\r\nB,plain,4\r\nC,"x ""quoted""\r\n\r\nstill C",3\r\n,,\r\nD,last,1\r\n';
    const lines = askWorker({ text, delimiter: ',', newline: '\r\n' });
    expect([...lines]).toEqual([2, 5, 6, 10]);
    expect([...askWorker({ text, delimiter: ',', newline: '\r\n' }, text.length)]).toEqual([2, 5, 6, 10]);
    const inThread = await parseCsvAll(text);
    expect([...lines]).toEqual(inThread.lines);
  });

  it('reads other delimiters and line breaks', () => {
    expect([...askWorker({ text: 'a;b\n1;"x;\ny"\n2;z\n', delimiter: ';', newline: '\n' })]).toEqual([2, 4]);
    expect([...askWorker({ text: 'a\tb\r1\tx\r\r2\ty', delimiter: '\t', newline: '\r' })]).toEqual([2, 4]);
  });
});
