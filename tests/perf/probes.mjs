// Page probes installed before any page script (context.addInitScript): LCP, layout shifts, Event Timing entries,
// long tasks, and a React DevTools hook stub that counts commits and whether each changed the DOM outside the countdown.

/** Runs in every frame before its scripts; results live on window.__bench. */
export function installProbes() {
  const bench = {
    lcp: [],
    shifts: [],
    events: [],
    longTasks: [],
    commit: { active: false, commits: 0, outside: 0, nonReact: 0, samples: [] },
  };
  Object.defineProperty(window, '__bench', { value: bench });
  const observe = (type, onEntry, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
    } catch {
      /* entry type not supported */
    }
  };
  observe('largest-contentful-paint', (e) => {
    const el = e.element;
    bench.lcp.push({ time: e.startTime, size: e.size, element: el ? `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') || '').slice(0, 60)}` : '' });
  });
  const nodeName = (n) => (n && n.nodeType === 1 ? `${n.tagName.toLowerCase()}.${String(n.getAttribute('class') || '').split(' ')[0]}` : n ? '#text' : '?');
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) bench.shifts.push({ time: e.startTime, value: e.value, sources: (e.sources || []).slice(0, 3).map((s) => nodeName(s.node)) });
  });
  observe('event', (e) => {
    bench.events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId || 0, time: e.startTime });
  }, { durationThreshold: 16 });
  observe('longtask', (e) => bench.longTasks.push({ time: e.startTime, duration: e.duration }));

  const COUNTDOWN = '[data-testid="discount-countdown"]';
  const outsideCountdown = (record) => {
    const el = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    return !el || !el.closest(COUNTDOWN);
  };
  const describe = (record) => {
    const el = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    const what = record.type === 'characterData' ? `"${String(record.target.data).slice(0, 30)}"` : record.attributeName || '';
    return `${record.type} ${el ? el.tagName.toLowerCase() : '?'}.${el ? String(el.getAttribute('class') || '').slice(0, 40) : ''} ${what}`.trim();
  };
  const classify = (records, fromCommit) => {
    const outside = records.filter(outsideCountdown);
    if (outside.length && bench.commit.samples.length < 12) bench.commit.samples.push(`${fromCommit ? 'commit' : 'other'}: ${describe(outside[0])}`);
    return outside.length > 0;
  };
  let observer = null;
  /** Starts counting commits; DOM changes are read from a MutationObserver on the document and open shadow roots. */
  bench.startCommitProbe = () => {
    Object.assign(bench.commit, { active: true, commits: 0, outside: 0, nonReact: 0, samples: [] });
    observer = new MutationObserver((records) => {
      if (bench.commit.active && classify(records, false)) bench.commit.nonReact += 1;
    });
    const options = { subtree: true, childList: true, characterData: true, attributes: true };
    observer.observe(document, options);
    document.querySelectorAll('*').forEach((el) => el.shadowRoot && observer.observe(el.shadowRoot, options));
  };
  bench.stopCommitProbe = () => {
    bench.commit.active = false;
    observer?.disconnect();
    return { ...bench.commit };
  };
  let nextId = 1;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = nextId++;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    onCommitFiberRoot() {
      if (!bench.commit.active) return;
      bench.commit.commits += 1;
      // The commit's DOM writes are done by now; the records not yet delivered are this commit's.
      if (observer && classify(observer.takeRecords(), true)) bench.commit.outside += 1;
    },
  };
}
